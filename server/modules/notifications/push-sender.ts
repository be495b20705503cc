// Sends one notification to every device of a member through their browsers' push services (web-push: VAPID
// and the payload encrypted as RFC 8291 says). A 404 or 410 means the subscription is gone: its row is deleted.
// The caller falls back to mail when no device took the message.
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushRepository } from './push.repository';

export interface PushMessage {
  title: string;
  body: string;
  /** The app's path the notification opens ('/courses/3?courseSettingsId=9'). */
  url: string;
  /** One notification per subject: a later one with the same tag replaces it. */
  tag: string;
}

export interface PushSenderOptions {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** A push service must answer within this; it stays below the outbox's claim (decision 0150). */
  timeoutMs: number;
  /** Tests trust their own HTTPS push endpoint through this agent. */
  agent?: Agent;
}

/** 'sent': at least one device took it; 'none': the member has no device (left), mail instead. */
export type PushOutcome = 'sent' | 'none';

export class PushSender {
  constructor(
    private readonly subscriptions: PushRepository,
    private readonly options: PushSenderOptions,
  ) {}

  get publicKey(): string {
    return this.options.vapid.publicKey;
  }

  /** True when the member has a device to push to (the outbox decides the channel before it claims). */
  async reaches(userId: number): Promise<boolean> {
    return (await this.subscriptions.ofUser(userId)).length > 0;
  }

  /** Throws when a device failed otherwise (5xx, timeout): the outbox retries later. */
  async send(userId: number, message: PushMessage, ttlSeconds: number): Promise<PushOutcome> {
    const devices = await this.subscriptions.ofUser(userId);
    let sent = 0;
    let failure: unknown;
    for (const device of devices) {
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(message),
          {
            vapidDetails: this.options.vapid,
            TTL: ttlSeconds,
            urgency: 'high',
            timeout: this.options.timeoutMs,
            ...(this.options.agent ? { agent: this.options.agent } : {}),
          },
        );
        sent++;
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          await this.subscriptions.removeGone(device.id);
        else failure = error;
      }
    }
    if (sent > 0) return 'sent';
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    return 'none';
  }
}
