// Sends stored contact messages to the studio by SMTP (nodemailer) from an outbox: a message is stored
// first, so nothing is lost; sending is tried at once and retried with backoff while the SMTP server is away.
// A claim with an expiry keeps two API processes from sending the same message: rows are claimed in one
// statement before sending (InboxRepository.claimDue).
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Clock } from '../../lib/clock';
import type { InboxRepository, MessageRow } from './inbox.repository';

export interface MailerOptions {
  /** smtp://user:pass@host:port; without it messages are only stored. */
  smtpUrl: string | undefined;
  to: string;
  from: string;
  /** First retry after this many ms; doubles per failure up to an hour. */
  retryMs: number;
}

const CLAIM_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;

export class ContactMailer {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly inbox: InboxRepository,
    private readonly clock: Clock,
    private readonly options: MailerOptions,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
        } satisfies SMTPTransport.Options)
      : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Retries on a timer; the timer does not keep the process alive. */
  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => void this.deliverDue(), this.options.retryMs);
    this.timer.unref();
  }

  /** Stops the timer and lets a run in flight finish, so it never writes to a database closed behind it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  /** Sends what is due now; one run at a time per process. Returns how many went out. */
  deliverDue(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
    // A failed run (say, the database busy or away) is logged and retried on the next tick; it must not end
    // the process as an unhandled rejection.
    this.running ??= this.run()
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'contact mail outbox run failed, will retry');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<number> {
    const now = this.clock.now();
    const stamp = now.toISOString();
    let sent = 0;
    const claimed = await this.inbox.claimDue(stamp, new Date(now.getTime() + CLAIM_MS).toISOString(), 20);
    for (const message of claimed) {
      try {
        await this.transport!.sendMail(this.mailFor(message));
        await this.inbox.markSent(message.id, this.clock.now().toISOString());
        sent++;
      } catch (error) {
        const backoff = Math.min(this.options.retryMs * 2 ** message.sendAttempts, MAX_BACKOFF_MS);
        const reason = error instanceof Error ? error.message : String(error);
        await this.inbox.markFailed(
          message.id,
          reason.slice(0, 500),
          new Date(now.getTime() + backoff).toISOString(),
        );
        this.log.warn(
          { messageId: message.id, attempt: message.sendAttempts + 1 },
          'contact mail not sent, will retry',
        );
      }
    }
    return sent;
  }

  private mailFor(message: MessageRow) {
    const lines = [
      `Name: ${message.name || '–'}`,
      `E-Mail: ${message.email}`,
      `Telefon: ${message.phoneNumber ?? '–'}`,
      `Marketing-Einwilligung: ${message.marketingConsent ? 'ja' : 'nein'}`,
      '',
      message.message,
    ];
    return {
      from: this.options.from,
      to: this.options.to,
      replyTo: message.email,
      subject: `Kontaktanfrage: ${message.subject}`,
      text: lines.join('\n'),
      headers: { 'X-Studio-Message-Id': String(message.id) },
    };
  }
}
