// Sends the mail outbox by SMTP (nodemailer): every mail — the contact mail to the studio and the mails to
// people (decision 0090) — is a row stored first, so nothing is lost; sending is tried at once and retried with
// backoff while the SMTP server is away. This is the one sending loop; a kind only adds a template.
// A claim with an expiry keeps two API processes from sending the same mail.
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Clock } from '../../lib/clock';
import type { MailRepository, MailRow } from './mail.repository';
import { renderMail, type MailKind, type PayloadOf, type RenderContext } from './templates';

export interface MailerOptions {
  /** smtp://user:pass@host:port; without it mails are only stored. */
  smtpUrl: string | undefined;
  /** The studio's address: where contact mails go. */
  to: string;
  from: string;
  /** First retry after this many ms; doubles per failure up to an hour. */
  retryMs: number;
  /** The app's public address, for the links in the mails. */
  appUrl: string;
  /** The cancellation deadline the booking mail names: the studio's setting at the time of sending. */
  cancellationDeadlineMinutes: () => Promise<number>;
}

const CLAIM_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;

export class Mailer {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly outbox: MailRepository,
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
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<number> {
    const now = this.clock.now();
    const stamp = now.toISOString();
    let sent = 0;
    const due = await this.outbox.due(stamp, 20);
    const cancellationDeadlineMinutes = due.length ? await this.options.cancellationDeadlineMinutes() : 0;
    for (const mail of due) {
      if (!(await this.outbox.claim(mail.id, stamp, new Date(now.getTime() + CLAIM_MS).toISOString())))
        continue;
      try {
        await this.transport!.sendMail(this.mailFor(mail, cancellationDeadlineMinutes));
        await this.outbox.markSent(mail, this.clock.now().toISOString(), afterSending(mail));
        sent++;
      } catch (error) {
        const backoff = Math.min(this.options.retryMs * 2 ** mail.sendAttempts, MAX_BACKOFF_MS);
        const reason = error instanceof Error ? error.message : String(error);
        await this.outbox.markFailed(
          mail.id,
          reason.slice(0, 500),
          new Date(now.getTime() + backoff).toISOString(),
        );
        // Only the id, kind and attempt: never the recipient, the text or a link.
        this.log.warn(
          { mailId: mail.id, kind: mail.kind, attempt: mail.sendAttempts + 1 },
          'mail not sent, will retry',
        );
      }
    }
    return sent;
  }

  private mailFor(mail: MailRow, cancellationDeadlineMinutes: number) {
    const kind = mail.kind as MailKind;
    const context: RenderContext = {
      appUrl: this.options.appUrl,
      cancellationDeadlineMinutes,
      now: this.clock.now(),
    };
    const rendered = renderMail(kind, JSON.parse(mail.payload) as PayloadOf[typeof kind], context);
    return {
      from: this.options.from,
      to: kind === 'contact' ? this.options.to : mail.recipient,
      ...(rendered.replyTo ? { replyTo: rendered.replyTo } : {}),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(rendered.attachments ? { attachments: rendered.attachments } : {}),
      headers: { 'X-Studio-Mail-Id': String(mail.id), 'X-Studio-Mail-Kind': kind },
    };
  }
}

/** The payload kept after sending: a reset link is a secret, so it is not kept once it went out. */
function afterSending(mail: MailRow): string | undefined {
  if (mail.kind !== 'password-reset' && mail.kind !== 'membership-invitation') return undefined;
  return JSON.stringify({ ...(JSON.parse(mail.payload) as object), link: '' });
}
