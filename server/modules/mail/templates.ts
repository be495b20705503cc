// The text of every mail kind (decision 0090): German plain text plus simple HTML from the same lines, signed
// with the studio's name and address; the booking mails carry the session as .ics (the calendar module's).
import {
  INVITATION_TTL_DAYS,
  PASSWORD_RESET_TTL_MINUTES,
  STUDIO_ADDRESS,
  STUDIO_NAME,
} from '#domain/constants';
import { LEAD_SOURCE_LABELS } from '#domain/schemas/leads';
import { confirmationLabel, trialSlotLabel } from '#domain/marketing/funnel';
import { formatEuro } from '#domain/contracts/pricing';
import { CONTRACT_PAGES } from '#domain/routing';
import { addMinutes, formatDateShort, formatDateTimeShort, formatDay, formatTime } from '#domain/time';
import { bookingUid, renderCalendar } from '../calendar/ics';
import { escapeHtml } from '../../lib/escape-html';

export const MAIL_KINDS = [
  'contact',
  'lead-confirmation',
  'booking-confirmed',
  'waitlist-promoted',
  'session-cancelled',
  'password-reset',
  'membership-invitation',
  'booking-blocked',
  'waitlist-no-seat',
  'booking-reminder',
  'trainer-changed',
  'session-message',
  'contract-concluded',
  'contract-withdrawn',
  'contract-withdrawal-late',
  'contract-cancelled',
  'billing-prenotification',
  'billing-returned',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface ContactPayload {
  messageId: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  subject: string;
  message: string;
  marketingConsent: boolean;
}

export interface LeadPayload {
  name: string;
  source: string;
  recommendedTier: string | null;
  trialSlot: string | null;
  /** By when the studio confirms the trial slot (ISO instant); absent in mails queued by earlier builds. */
  confirmBy?: string | null;
}

export interface BookingPayload {
  firstName: string;
  bookingId: number;
  courseTitle: string;
  scheduledAt: string;
  durationMinutes: number;
  trainerName: string;
  /** The course and session, for the course page a push notification opens (issue 21). */
  courseId?: number;
  courseSettingId?: number;
}

/** A trainer's message to the session's participants (issue 22): the booking's session plus what was written. */
export interface SessionMessagePayload extends BookingPayload {
  subject: string;
  text: string;
  /** The display name of who wrote it (the session's trainer or an admin). */
  senderName: string;
}

export interface ResetPayload {
  firstName: string;
  /** Blanked once the mail went out: the link is a secret until it expires. */
  link: string;
}

export interface InvitationPayload {
  firstName: string;
  membershipName: string;
  /** Blanked once the mail went out, like a reset link. */
  link: string;
}

export interface BlockPayload {
  firstName: string;
  /** The block's end (ISO instant). */
  until: string;
  strikes: number;
}

/** The online contract's mail (issue 31): the essential information, the PDF, for a new account its link. */
export interface ContractConcludedPayload {
  firstName: string;
  contractNumber: string;
  /** The essential information as the order page showed it (contractSummary). */
  summary: { label: string; value: string }[];
  startsOn: string;
  firstDebitOn: string;
  firstDebitCents: number;
  withdrawalDeadline: string;
  ibanMasked: string;
  mandateReference: string;
  creditorId: string;
  /** The contract PDF, base64; dropped once the mail went out (the contract keeps its own copy). */
  pdf: string;
  /** A new account's set-password link ('' for an existing account); blanked once the mail went out. */
  link: string;
}

/** A confirmation in text form (withdrawal § 356a Abs. 3, cancellation § 312k Abs. 4 BGB), already worded. */
export interface ContractNoticePayload {
  firstName: string;
  contractNumber: string;
  subject: string;
  /** The confirmation's paragraphs (legal-texts.ts), filled at the moment of receipt. */
  paragraphs: string[];
}

/** The pre-notification of a debit (issue 33): amount and collection date, once per member and run. */
export interface BillingPrenotificationPayload {
  firstName: string;
  /** 'Dezember 2026'. */
  periodLabel: string;
  amountCents: number;
  collectionDate: string;
  invoiceNumbers: string[];
  ibanMasked: string;
  mandateReference: string;
  creditorId: string;
}

/** A debit the member's bank returned (issue 33): what is open now, with the return fee. */
export interface BillingReturnedPayload {
  firstName: string;
  invoiceNumber: string;
  amountCents: number;
  feeCents: number;
  openCents: number;
}

export interface PayloadOf {
  contact: ContactPayload;
  'lead-confirmation': LeadPayload;
  'booking-confirmed': BookingPayload;
  'waitlist-promoted': BookingPayload;
  'session-cancelled': BookingPayload;
  'password-reset': ResetPayload;
  'membership-invitation': InvitationPayload;
  'booking-blocked': BlockPayload;
  'waitlist-no-seat': BookingPayload;
  'booking-reminder': BookingPayload;
  /** The session has a new trainer (a substitute, issue 22): trainerName is the new one. */
  'trainer-changed': BookingPayload;
  'session-message': SessionMessagePayload;
  'contract-concluded': ContractConcludedPayload;
  'contract-withdrawn': ContractNoticePayload;
  'contract-withdrawal-late': ContractNoticePayload;
  'contract-cancelled': ContractNoticePayload;
  'billing-prenotification': BillingPrenotificationPayload;
  'billing-returned': BillingReturnedPayload;
}

export interface RenderContext {
  /** Where the app is reached, without a trailing slash, for the links in the mails. */
  appUrl: string;
  cancellationDeadlineMinutes: number;
  now: Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

const ADDRESS_LINE = `${STUDIO_NAME} · ${STUDIO_ADDRESS.street} · ${STUDIO_ADDRESS.city} · Tel. ${STUDIO_ADDRESS.phone} · ${STUDIO_ADDRESS.email}`;

/** A block is a paragraph; a line starting with http(s) becomes a link in the HTML part. */
function compose(
  subject: string,
  blocks: readonly string[],
  options: { optOut?: string; signed?: boolean } = {},
): RenderedMail {
  const closing = options.signed === false ? [] : [`Sportliche Grüße\nDein Team vom ${STUDIO_NAME}`];
  const footer = [ADDRESS_LINE, ...(options.optOut ? [options.optOut] : [])];
  const text = [...blocks, ...closing, '--', ...footer].join('\n\n') + '\n';
  const paragraph = (block: string) =>
    `<p>${block
      .split('\n')
      .map((line) =>
        /^https?:\/\//.test(line)
          ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>`
          : escapeHtml(line),
      )
      .join('<br>')}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="de"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:36rem;margin:0 auto;padding:1rem">',
    `<p style="font-weight:bold;font-size:18px;margin:0 0 1rem">${escapeHtml(STUDIO_NAME)}</p>`,
    ...[...blocks, ...closing].map(paragraph),
    '<hr style="border:none;border-top:1px solid #d1d5db;margin:1.5rem 0">',
    ...footer.map((line) => `<p style="font-size:13px;color:#4b5563">${paragraph(line).slice(3, -4)}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

const when = (start: string, minutes: number) =>
  `${formatDay(start)}, ${formatTime(start)}–${formatTime(addMinutes(start, minutes))} Uhr`;

function sessionLines(p: BookingPayload): string {
  return [
    p.courseTitle,
    when(p.scheduledAt, p.durationMinutes),
    `Trainer: ${p.trainerName}`,
    `Ort: ${STUDIO_NAME}, ${STUDIO_ADDRESS.street}, ${STUDIO_ADDRESS.city}`,
  ].join('\n');
}

function calendarFile(p: BookingPayload, status: 'CONFIRMED' | 'CANCELLED', now: Date) {
  return {
    filename: 'kurs.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: renderCalendar(
      p.courseTitle,
      [
        {
          uid: bookingUid(p.bookingId),
          title: p.courseTitle,
          start: p.scheduledAt,
          durationMinutes: p.durationMinutes,
          description: `Trainer: ${p.trainerName}`,
          status,
        },
      ],
      now,
    ),
  };
}

const hours = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? 'Stunde' : 'Stunden'}` : `${minutes} Minuten`;

export function renderMail<K extends MailKind>(
  kind: K,
  payload: PayloadOf[K],
  ctx: RenderContext,
): RenderedMail {
  const optOut = `Diese E-Mails kannst du in deinem Profil abbestellen: ${ctx.appUrl}/user/profile`;
  const myCourses = `${ctx.appUrl}/user/my-courses`;
  switch (kind) {
    case 'contact': {
      const p = payload as ContactPayload;
      const mail = compose(
        `Kontaktanfrage: ${p.subject}`,
        [
          [
            `Name: ${p.name || '–'}`,
            `E-Mail: ${p.email}`,
            `Telefon: ${p.phoneNumber ?? '–'}`,
            `Marketing-Einwilligung: ${p.marketingConsent ? 'ja' : 'nein'}`,
          ].join('\n'),
          p.message,
        ],
        { signed: false },
      );
      return { ...mail, replyTo: p.email };
    }
    case 'lead-confirmation': {
      const p = payload as LeadPayload;
      const details = [
        `Deine Anfrage: ${LEAD_SOURCE_LABELS[p.source] ?? p.source}`,
        ...(p.recommendedTier ? [`Dein Tarif: ${p.recommendedTier}`] : []),
        ...(p.trialSlot ? [`Wunschtermin für dein Probetraining: ${trialSlotLabel(p.trialSlot)}`] : []),
      ];
      return compose(`Deine Anfrage bei ${STUDIO_NAME} ist angekommen`, [
        `Hallo ${p.name},`,
        'vielen Dank! Deine Angaben sind bei uns angekommen. Wir melden uns in Kürze bei dir, um alles Weitere zu besprechen.',
        details.join('\n'),
        ...(p.confirmBy
          ? [
              `Wir bestätigen dir den Termin bis spätestens ${confirmationLabel(p.confirmBy)} per E-Mail oder telefonisch.`,
            ]
          : []),
        'Wir freuen uns darauf, dich bei uns im Studio zu sehen!',
      ]);
    }
    case 'booking-confirmed': {
      const p = payload as BookingPayload;
      return {
        ...compose(
          `Buchung bestätigt: ${p.courseTitle} am ${formatDay(p.scheduledAt)}`,
          [
            `Hallo ${p.firstName},`,
            'dein Platz ist gebucht:',
            sessionLines(p),
            'Den Termin für deinen Kalender findest du im Anhang.',
            `Falls du doch nicht kannst: Stornieren ist bis ${hours(ctx.cancellationDeadlineMinutes)} vor Beginn möglich, unter „Meine Kurse“:\n${myCourses}`,
          ],
          { optOut },
        ),
        attachments: [calendarFile(p, 'CONFIRMED', ctx.now)],
      };
    }
    case 'waitlist-promoted': {
      const p = payload as BookingPayload;
      return {
        ...compose(
          `Du bist nachgerückt: ${p.courseTitle} am ${formatDay(p.scheduledAt)}`,
          [
            `Hallo ${p.firstName},`,
            'gute Nachricht: Auf der Warteliste ist ein Platz frei geworden, und du bist jetzt fest gebucht.',
            sessionLines(p),
            'Den Termin für deinen Kalender findest du im Anhang.',
            `Falls du doch nicht kannst, storniere bitte unter „Meine Kurse“, damit der Nächste nachrücken kann:\n${myCourses}`,
          ],
          { optOut },
        ),
        attachments: [calendarFile(p, 'CONFIRMED', ctx.now)],
      };
    }
    case 'session-cancelled': {
      const p = payload as BookingPayload;
      return {
        ...compose(`Kurs abgesagt: ${p.courseTitle} am ${formatDay(p.scheduledAt)}`, [
          `Hallo ${p.firstName},`,
          'leider müssen wir diesen Termin absagen. Deine Buchung ist storniert, du musst nichts weiter tun.',
          sessionLines(p),
          `Einen anderen Termin findest du im Kursplan:\n${ctx.appUrl}/kurse`,
          'Entschuldige die Umstände!',
        ]),
        attachments: [calendarFile(p, 'CANCELLED', ctx.now)],
      };
    }
    case 'password-reset': {
      const p = payload as ResetPayload;
      return compose('Dein neues Passwort für das Kraftraum Studio', [
        `Hallo ${p.firstName},`,
        'du hast ein neues Passwort angefordert. Über diesen Link legst du es fest:',
        p.link,
        `Der Link gilt ${PASSWORD_RESET_TTL_MINUTES} Minuten und nur einmal. Danach wirst du auf allen Geräten abgemeldet und meldest dich mit dem neuen Passwort an.`,
        'Du hast nichts angefordert? Dann ignoriere diese E-Mail einfach – dein Passwort bleibt, wie es ist.',
      ]);
    }
    case 'membership-invitation': {
      const p = payload as InvitationPayload;
      return compose(`Willkommen im ${STUDIO_NAME} – lege dein Passwort fest`, [
        `Hallo ${p.firstName},`,
        `wir haben dir ein Konto mit deiner Mitgliedschaft ${p.membershipName} angelegt. Über diesen Link legst du dein Passwort fest:`,
        p.link,
        `Der Link gilt ${INVITATION_TTL_DAYS} Tage und nur einmal. Danach meldest du dich mit deiner E-Mail-Adresse und dem neuen Passwort an, siehst deine Mitgliedschaft und buchst Kurse.`,
      ]);
    }
    case 'booking-blocked': {
      const p = payload as BlockPayload;
      return compose('Buchungen vorübergehend gesperrt', [
        `Hallo ${p.firstName},`,
        `du bist ${p.strikes} gebuchten Terminen ferngeblieben, ohne abzusagen. Deshalb kannst du bis ${formatDateTimeShort(p.until)} keine neuen Kurse buchen. Deine bestehenden Buchungen bleiben.`,
        `Deine Strikes und wann sie verfallen, siehst du unter „Meine Mitgliedschaft“:\n${ctx.appUrl}/user`,
        'Wenn etwas nicht stimmt, sprich uns an der Theke an.',
      ]);
    }
    case 'waitlist-no-seat': {
      const p = payload as BookingPayload;
      return compose(`Kein Platz frei geworden: ${p.courseTitle} am ${formatDay(p.scheduledAt)}`, [
        `Hallo ${p.firstName},`,
        'leider ist für diesen Termin kein Platz mehr frei geworden. Die Warteliste ist jetzt geschlossen; du musst nichts weiter tun.',
        sessionLines(p),
        `Einen anderen Termin findest du im Kursplan:\n${ctx.appUrl}/kurse`,
      ]);
    }
    case 'booking-reminder': {
      const p = payload as BookingPayload;
      return {
        ...compose(
          `Erinnerung: ${p.courseTitle} ${formatDay(p.scheduledAt)} um ${formatTime(p.scheduledAt)} Uhr`,
          [
            `Hallo ${p.firstName},`,
            'gleich geht es los – wir freuen uns auf dich:',
            sessionLines(p),
            `Falls du doch nicht kannst, storniere bitte unter „Meine Kurse“, damit jemand von der Warteliste nachrücken kann:\n${myCourses}`,
          ],
          { optOut: `Erinnerungen kannst du in deinem Profil abschalten: ${ctx.appUrl}/user/profile` },
        ),
        attachments: [calendarFile(p, 'CONFIRMED', ctx.now)],
      };
    }
    case 'trainer-changed': {
      const p = payload as BookingPayload;
      return compose(`Vertretung: ${p.courseTitle} am ${formatDay(p.scheduledAt)}`, [
        `Hallo ${p.firstName},`,
        `für deinen Termin gibt es eine Vertretung: ${p.trainerName} leitet den Kurs. Deine Buchung bleibt bestehen, du musst nichts tun.`,
        sessionLines(p),
        `Deine Buchungen findest du unter „Meine Kurse“:\n${myCourses}`,
      ]);
    }
    case 'session-message': {
      const p = payload as SessionMessagePayload;
      return compose(`${p.subject} – ${p.courseTitle} am ${formatDay(p.scheduledAt)}`, [
        `Hallo ${p.firstName},`,
        `${p.senderName} schreibt dir zu deinem Termin:`,
        p.text,
        sessionLines(p),
      ]);
    }
    case 'contract-concluded': {
      const p = payload as ContractConcludedPayload;
      const mail = compose(`Dein Mitgliedschaftsvertrag ${p.contractNumber}`, [
        `Hallo ${p.firstName},`,
        `willkommen im ${STUDIO_NAME}! Dein Vertrag ${p.contractNumber} ist geschlossen. Im Anhang findest du den Vertrag als PDF mit den Allgemeinen Geschäftsbedingungen, der Widerrufsbelehrung und dem Muster-Widerrufsformular.`,
        p.summary.map((line) => `${line.label}: ${line.value}`).join('\n'),
        [
          `Beginn: ${formatDateShort(p.startsOn)}`,
          `Erste Abbuchung: ${formatEuro(p.firstDebitCents)} am ${formatDateShort(p.firstDebitOn)} (Vorabankündigung)`,
          `SEPA-Lastschrift von ${p.ibanMasked}, Mandatsreferenz ${p.mandateReference}, Gläubiger-ID ${p.creditorId}`,
        ].join('\n'),
        `Du kannst den Vertrag bis einschließlich ${formatDateShort(p.withdrawalDeadline)} ohne Angabe von Gründen widerrufen – über „Vertrag widerrufen“ auf unserer Website:\n${ctx.appUrl}${CONTRACT_PAGES.withdraw}`,
        ...(p.link
          ? [
              'Für dich haben wir ein Konto angelegt. Über diesen Link legst du dein Passwort fest, danach siehst du deinen Vertrag und buchst Kurse:',
              p.link,
              `Der Link gilt ${INVITATION_TTL_DAYS} Tage und nur einmal.`,
            ]
          : [`Deinen Vertrag siehst du nach der Anmeldung unter „Meine Verträge“:\n${ctx.appUrl}/user`]),
      ]);
      return {
        ...mail,
        attachments: p.pdf
          ? [
              {
                filename: `Vertrag-${p.contractNumber}.pdf`,
                content: p.pdf,
                encoding: 'base64',
                contentType: 'application/pdf',
              },
            ]
          : [],
      };
    }
    case 'contract-withdrawn':
    case 'contract-withdrawal-late':
    case 'contract-cancelled': {
      const p = payload as ContractNoticePayload;
      return compose(p.subject, [`Hallo ${p.firstName},`, ...p.paragraphs]);
    }
    case 'billing-prenotification': {
      const p = payload as BillingPrenotificationPayload;
      const invoices = p.invoiceNumbers.length === 1 ? 'Rechnung' : 'Rechnungen';
      return compose(`Vorabankündigung: Beitrag ${p.periodLabel}`, [
        `Hallo ${p.firstName},`,
        `am ${formatDateShort(p.collectionDate)} buchen wir ${formatEuro(p.amountCents)} per SEPA-Lastschrift von deinem Konto ${p.ibanMasked} ab: dein Beitrag für ${p.periodLabel} (${invoices} ${p.invoiceNumbers.join(', ')}).`,
        `Mandatsreferenz ${p.mandateReference}, Gläubiger-ID ${p.creditorId}.`,
        `Bitte sorge dafür, dass dein Konto am ${formatDateShort(p.collectionDate)} gedeckt ist. Deine Rechnungen findest du nach der Anmeldung unter „Beiträge und Rechnungen“:\n${ctx.appUrl}/user`,
      ]);
    }
    case 'billing-returned': {
      const p = payload as BillingReturnedPayload;
      return compose(`Lastschrift zurückgegeben: Rechnung ${p.invoiceNumber}`, [
        `Hallo ${p.firstName},`,
        `deine Bank hat die Lastschrift über ${formatEuro(p.amountCents)} zur Rechnung ${p.invoiceNumber} zurückgegeben. Dafür berechnen wir eine Rücklastschriftgebühr von ${formatEuro(p.feeCents)}.`,
        `Offen sind jetzt ${formatEuro(p.openCents)}. Bitte zahle den Betrag an der Theke (bar oder mit Karte) oder überweise ihn mit der Rechnungsnummer als Verwendungszweck.`,
        'Wenn etwas nicht stimmt, sprich uns an der Theke an.',
      ]);
    }
  }
  throw new Error(`unknown mail kind ${String(kind)}`);
}
