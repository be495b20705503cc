// The German text of each push notification (issue 21): short, for the lock screen; the mail of the same kind
// (templates.ts) says the rest. Only the kinds a member needs in time go by push; the others stay mails.
import { formatDateTimeShort, formatDay, formatTime } from '#domain/time';
import type { BlockPayload, BookingPayload, MailKind, SessionMessagePayload } from '../mail/templates';
import type { PushMessage } from './push-sender';

export const PUSH_KINDS = [
  'waitlist-promoted',
  'session-cancelled',
  'booking-reminder',
  'booking-blocked',
  'trainer-changed',
  'session-message',
] as const satisfies readonly MailKind[];
export type PushKind = (typeof PUSH_KINDS)[number];

export function isPushKind(kind: string): kind is PushKind {
  return (PUSH_KINDS as readonly string[]).includes(kind);
}

/** The course page of the session (the booking slot there), or the member's courses without a course id. */
function sessionUrl(p: BookingPayload): string {
  return p.courseId && p.courseSettingId
    ? `/courses/${p.courseId}?courseSettingsId=${p.courseSettingId}`
    : '/user/my-courses';
}

const at = (p: BookingPayload) => `${formatDay(p.scheduledAt)} um ${formatTime(p.scheduledAt)} Uhr`;

export function renderPush(kind: PushKind, payload: unknown): PushMessage {
  switch (kind) {
    case 'waitlist-promoted': {
      const p = payload as BookingPayload;
      return {
        title: `Du bist nachgerückt: ${p.courseTitle}`,
        body: `${at(p)} – du hast jetzt einen festen Platz. Falls du nicht kannst, storniere bitte.`,
        url: sessionUrl(p),
        tag: `booking-${p.bookingId}`,
      };
    }
    case 'session-cancelled': {
      const p = payload as BookingPayload;
      return {
        title: `Kurs abgesagt: ${p.courseTitle}`,
        body: `${at(p)} fällt leider aus. Deine Buchung ist storniert, du musst nichts tun.`,
        url: sessionUrl(p),
        tag: `booking-${p.bookingId}`,
      };
    }
    case 'booking-reminder': {
      const p = payload as BookingPayload;
      return {
        title: `Erinnerung: ${p.courseTitle}`,
        body: `${at(p)} mit ${p.trainerName}. Wir freuen uns auf dich!`,
        url: sessionUrl(p),
        tag: `booking-${p.bookingId}`,
      };
    }
    case 'trainer-changed': {
      const p = payload as BookingPayload;
      return {
        title: `Vertretung: ${p.courseTitle}`,
        body: `${at(p)} leitet ${p.trainerName} den Kurs. Deine Buchung bleibt bestehen.`,
        url: sessionUrl(p),
        tag: `booking-${p.bookingId}-trainer`,
      };
    }
    case 'session-message': {
      const p = payload as SessionMessagePayload;
      const body = p.text.length > 180 ? `${p.text.slice(0, 179)}…` : p.text;
      return {
        title: `${p.courseTitle}: ${p.subject}`,
        body,
        url: sessionUrl(p),
        tag: `booking-${p.bookingId}-message`,
      };
    }
    case 'booking-blocked': {
      const p = payload as BlockPayload;
      return {
        title: 'Buchungen vorübergehend gesperrt',
        body: `Bis ${formatDateTimeShort(p.until)} kannst du keine neuen Kurse buchen. Deine Buchungen bleiben.`,
        url: '/user',
        tag: 'booking-blocked',
      };
    }
  }
}

/** How long a push service keeps the message for an offline device: until the session starts (min. 1 minute). */
export function pushTtlSeconds(kind: PushKind, payload: unknown, now: Date): number {
  if (kind === 'booking-blocked') return 86_400;
  const start = new Date((payload as BookingPayload).scheduledAt).getTime();
  return Math.max(60, Math.min(86_400 * 7, Math.round((start - now.getTime()) / 1000)));
}
