// Sends the outbox: every message — the contact mail to the studio and the mails to people (decision 0090) —
// is a row stored first, so nothing is lost; sending is tried at once and retried with backoff while the SMTP
// server or push service is away. This is the one sending loop; a kind only adds a template. The kinds a
// member needs in time go by push to the member's devices where there are any, else by mail (issue 21).
// A claim with an expiry keeps two API processes from sending the same row; it is renewed every third of its
// lease while a send is in flight, so a slow server cannot make it lapse (decision 0150).
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Clock } from '../../lib/clock';
import type { PushSender } from '../notifications/push-sender';
import { isPushKind, pushTtlSeconds, renderPush } from '../notifications/push-texts';
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
  /** How long a claim on a row lasts (MAIL_CLAIM_MS). */
  claimMs: number;
  /** The app's public address, for the links in the mails. */
  appUrl: string;
  /** The cancellation deadline the booking mail names: the studio's setting at the time of sending. */
  cancellationDeadlineMinutes: () => Promise<number>;
  /** Web push to the member's devices (issue 21); without it every row goes by mail. */
  push?: PushSender;
}

/** An SMTP server that takes longer than this between two answers has failed this attempt. */
const SMTP_SOCKET_TIMEOUT_MS = 5 * 60_000;

const MAX_BACKOFF_MS = 3_600_000;

/**
 * How long a request's nudge waits for others (decision 0209): the answered requests of this moment share one
 * delivery run instead of one run each (the run's reads were a tenth of a booking's CPU on PostgreSQL).
 */
export const NUDGE_DELAY_MS = 10;

export class Mailer {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** The run that follows the one under way, for callers whose mail that one may have missed. */
  private following: Promise<number> | undefined;
  /** The delivery run asked for by the requests answered in the last moment, not yet started. */
  private soon: NodeJS.Timeout | undefined;

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
          socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
        } satisfies SMTPTransport.Options)
      : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  private get sending(): boolean {
    return this.transport !== null || this.options.push !== undefined;
  }

  /** Retries on a timer; the timer does not keep the process alive. */
  start(): void {
    if (!this.sending || this.timer) return;
    this.timer = setInterval(() => void this.deliverDue(), this.options.retryMs);
    this.timer.unref();
  }

  /** Stops the timer and lets a run in flight finish, so it never writes to a database closed behind it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.soon);
    this.soon = undefined;
    await this.following?.catch(() => undefined);
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  /**
   * A delivery run NUDGE_DELAY_MS from now, shared by everyone asking until it starts: what a request that
   * stored a mail asks for once it has been answered. What it stored is durable; a process stopped meanwhile
   * leaves it to the next run of any process.
   */
  deliverSoon(): void {
    if (!this.sending || this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      void this.deliverDue();
    }, NUDGE_DELAY_MS);
  }

  /**
   * Sends what is due now; one run at a time per process. Asked while a run is under way (which may have read
   * what is due before the caller's mail was stored), one more run follows it, shared by everyone asking
   * meanwhile: a burst of bookings costs two runs, and no mail waits for the retry timer. Returns how many went
   * out in the run the caller's mail is sure to be in.
   */
  deliverDue(): Promise<number> {
    if (!this.sending) return Promise.resolve(0);
    if (this.running) {
      const next = () => {
        this.following = undefined;
        return this.deliverDue();
      };
      this.following ??= this.running.then(next, next);
      return this.following;
    }
    this.running = this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<number> {
    const now = this.clock.now();
    const stamp = now.toISOString();
    let sent = 0;
    // Without SMTP only what can go by push is taken (the rest waits, stored, as before).
    const due = await this.outbox.due(stamp, 20, this.transport === null);
    const cancellationDeadlineMinutes = due.length ? await this.options.cancellationDeadlineMinutes() : 0;
    for (const mail of due) {
      const until = new Date(now.getTime() + this.options.claimMs).toISOString();
      if (!(await this.outbox.claim(mail.id, stamp, until))) continue;
      try {
        const by = await this.holdingClaim(mail.id, until, () =>
          this.send(mail, cancellationDeadlineMinutes),
        );
        if (by === null) {
          await this.outbox.release(mail.id);
          continue;
        }
        await this.outbox.markSent(mail, this.clock.now().toISOString(), by, afterSending(mail));
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

  /**
   * Push to the member's devices where the kind allows and there are any; mail otherwise (also when every
   * device turned out gone). Returns the channel, or null when neither is possible (no SMTP): left for later.
   */
  private async send(mail: MailRow, cancellationDeadlineMinutes: number): Promise<'push' | 'mail' | null> {
    const push = this.options.push;
    if (push && mail.userId !== null && isPushKind(mail.kind)) {
      const payload = JSON.parse(mail.payload) as unknown;
      const message = renderPush(mail.kind, payload);
      const ttl = pushTtlSeconds(mail.kind, payload, this.clock.now());
      if ((await push.send(mail.userId, message, ttl)) === 'sent') return 'push';
    }
    if (!this.transport) return null;
    await this.transport.sendMail(this.mailFor(mail, cancellationDeadlineMinutes));
    return 'mail';
  }

  /**
   * Runs `send` while renewing the claim every third of the lease, so it cannot lapse while the other side is
   * slow; the renewal stops with the send. A process that dies stops renewing, and its claim lapses as before.
   */
  private async holdingClaim<T>(id: number, claimedUntil: string, send: () => Promise<T>): Promise<T> {
    let until = claimedUntil;
    const renew = setInterval(() => {
      const next = new Date(this.clock.now().getTime() + this.options.claimMs).toISOString();
      this.outbox.renewClaim(id, until, next).then(
        (held) => {
          if (held) until = next;
        },
        (error: unknown) => this.log.warn({ mailId: id, err: error }, 'claim not renewed'),
      );
    }, this.options.claimMs / 3);
    try {
      return await send();
    } finally {
      clearInterval(renew);
    }
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

/**
 * The payload kept after sending: a reset or set-password link is a secret, so it is not kept once it went out;
 * nor is a contract's PDF (the contract keeps its own copy).
 */
function afterSending(mail: MailRow): string | undefined {
  if (mail.kind === 'contract-concluded')
    return JSON.stringify({ ...(JSON.parse(mail.payload) as object), link: '', pdf: '' });
  if (mail.kind !== 'password-reset' && mail.kind !== 'membership-invitation') return undefined;
  return JSON.stringify({ ...(JSON.parse(mail.payload) as object), link: '' });
}
