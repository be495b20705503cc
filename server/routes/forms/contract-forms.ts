// The contract pages' forms without JavaScript (issue 31, decision 0192): the checkout, the cancellation of
// § 312k BGB and the withdrawal of § 356a BGB post their fields here when no script took the submit. Each post
// becomes the JSON route's body and is answered by that very route, in-process (inject, with the visitor's
// address, so its validation, idempotency, rate limit and answers are the ones a browser with JavaScript gets);
// this route only turns the answer into a redirect after the post (303) or a German page. The checkout's
// Idempotency-Key is the digest of its fields: a form sent twice (a double tap, a reload that repeats the post)
// makes one contract. The withdrawal asks first: its first post answers with the confirmation step, whose
// button posts again with `bestaetigt=true`.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { CONTRACT_BUTTONS } from '#domain/contracts/legal-texts';
import { ERRORS } from '#domain/errors/catalogue';
import { CONTRACT_PAGES, FORM_PATHS, safeRedirect } from '#domain/routing';
import { ErrorResponseSchema } from '#domain/schemas/common';
import { formatDateTimeShort } from '#domain/time';
import type { FormPage } from './form-page';

/** Each field's name on the error page, as the forms label it. */
export const CONTRACT_FIELD_LABELS: Record<string, string> = {
  typeId: 'Mitgliedschaft',
  startsOn: 'Beginn',
  startImmediately: 'Sofortiger Beginn',
  firstName: 'Vorname',
  lastName: 'Nachname',
  dateOfBirth: 'Geburtsdatum',
  street: 'Straße und Hausnummer',
  postalCode: 'PLZ',
  city: 'Ort',
  email: 'E-Mail',
  phone: 'Telefon',
  accountHolder: 'Kontoinhaber/in',
  iban: 'IBAN',
  acceptTerms: 'AGB',
  mandateConsent: 'SEPA-Lastschriftmandat',
  contractNumber: 'Vertragsnummer',
  kind: 'Art der Kündigung',
  reason: 'Wichtiger Grund',
  requestedEndOn: 'Gewünschtes Vertragsende',
};

const checked = (fields: URLSearchParams, name: string) => ['true', 'on'].includes(fields.get(name) ?? '');
const text = (fields: URLSearchParams, name: string) => (fields.get(name) ?? '').trim();

/** The checkout's fields as POST /api/v1/contracts's body (the schema there says what is wrong). */
export function orderFromPost(fields: URLSearchParams) {
  return {
    typeId: Number(fields.get('typeId')),
    startsOn: text(fields, 'startsOn'),
    startImmediately: checked(fields, 'startImmediately'),
    firstName: text(fields, 'firstName'),
    lastName: text(fields, 'lastName'),
    dateOfBirth: text(fields, 'dateOfBirth'),
    street: text(fields, 'street'),
    postalCode: text(fields, 'postalCode'),
    city: text(fields, 'city'),
    email: text(fields, 'email'),
    phone: text(fields, 'phone'),
    accountHolder: text(fields, 'accountHolder'),
    iban: text(fields, 'iban').replace(/\s+/g, '').toUpperCase(),
    acceptTerms: checked(fields, 'acceptTerms'),
    mandateConsent: checked(fields, 'mandateConsent'),
  };
}

export function cancellationFromPost(fields: URLSearchParams) {
  const kind = fields.get('kind') === 'extraordinary' ? 'extraordinary' : 'ordinary';
  return {
    firstName: text(fields, 'firstName'),
    lastName: text(fields, 'lastName'),
    email: text(fields, 'email'),
    contractNumber: text(fields, 'contractNumber'),
    kind,
    reason: kind === 'extraordinary' ? text(fields, 'reason') : null,
    requestedEndOn: text(fields, 'requestedEndOn') || null,
  };
}

/** The same fields give the same key (hex SHA-256, within the server's 8–200 visible-ASCII rule). */
export function formIdempotencyKey(body: object): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

interface Answer {
  status: number;
  json: unknown;
}

export interface ContractFormsOptions {
  send: (reply: FastifyReply, status: number, page: FormPage) => FastifyReply;
  /** Posts per minute and address (the intake's limit). */
  intakeRateLimit: number;
}

export function registerContractForms(
  fastify: FastifyInstance,
  { send, intakeRateLimit }: ContractFormsOptions,
) {
  const rateLimit = { max: intakeRateLimit, timeWindow: '1 minute', allowList: () => false };

  /** The JSON route's answer to the same body, as the visitor's own request (their address, no session). */
  const api = async (
    request: FastifyRequest,
    url: string,
    body: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fastify.inject({
      method: 'POST',
      url,
      payload: body,
      remoteAddress: request.ip,
      headers: { 'content-type': 'application/json', ...headers },
    });
    let json: unknown;
    try {
      json = response.body ? JSON.parse(response.body) : null;
    } catch {
      json = null;
    }
    return { status: response.statusCode, json };
  };

  /** A refused post: each wrong field once with its label, or the server's one sentence. */
  const refused = (reply: FastifyReply, answer: Answer, back: string, title: string) => {
    const parsed = ErrorResponseSchema.safeParse(answer.json);
    const status = answer.status >= 400 && answer.status < 600 ? answer.status : 500;
    const firstPerField = new Map<string, string>();
    for (const issue of parsed.success ? (parsed.data.error.details ?? []) : [])
      if (!firstPerField.has(issue.path)) firstPerField.set(issue.path, issue.message);
    const lead =
      firstPerField.size > 0
        ? 'Bitte prüfe deine Eingaben:'
        : status >= 500 || !parsed.success
          ? ERRORS.SERVER_ERROR.message
          : parsed.data.error.message;
    return send(reply, status, {
      title,
      lead,
      items: [...firstPerField].map(([path, message]) => ({
        label: CONTRACT_FIELD_LABELS[path] ?? path,
        message,
      })),
      back: { href: back, text: 'Zurück zum Formular' },
      tone: 'error',
    });
  };

  const fieldsOf = (request: FastifyRequest) =>
    request.body instanceof URLSearchParams ? request.body : new URLSearchParams();

  fastify.post(FORM_PATHS.contract, { config: { rateLimit } }, async (request, reply) => {
    const fields = fieldsOf(request);
    const back = safeRedirect(fields.get('seite'), '/');
    const body = orderFromPost(fields);
    const answer = await api(request, API_PATHS.contracts, body, {
      'idempotency-key': formIdempotencyKey(body),
    });
    const result = answer.json as {
      contractNumber?: string;
      startsOn?: string;
      firstDebit?: { date: string; amountCents: number };
      withdrawalDeadline?: string;
    } | null;
    if (answer.status !== 201 && answer.status !== 200)
      return refused(reply, answer, back, 'Bestellung nicht abgeschickt');
    const done = new URLSearchParams({
      vertrag: result?.contractNumber ?? '',
      beginn: result?.startsOn ?? '',
      abbuchung: result?.firstDebit?.date ?? '',
      betrag: String(result?.firstDebit?.amountCents ?? ''),
      widerruf: result?.withdrawalDeadline ?? '',
    });
    // The checkout's own address plus /bestaetigt: the server-rendered confirmation page.
    return reply.redirect(`${back.split('?')[0]}/bestaetigt?${done.toString()}`, 303);
  });

  fastify.post(FORM_PATHS.cancellation, { config: { rateLimit } }, async (request, reply) => {
    const fields = fieldsOf(request);
    const answer = await api(request, API_PATHS.contractCancellations, cancellationFromPost(fields));
    if (answer.status !== 202)
      return refused(reply, answer, CONTRACT_PAGES.cancel, 'Kündigung nicht abgeschickt');
    const { receivedAt } = answer.json as { receivedAt: string };
    return reply.redirect(`${FORM_PATHS.cancellationDone}?am=${encodeURIComponent(receivedAt)}`, 303);
  });

  /** The receipt of a cancellation or withdrawal: the date and time received (from the redirect's query). */
  const receipt = (path: string, title: string, rest: string) =>
    fastify.get(path, async (request, reply) => {
      const at = new URLSearchParams(request.url.split('?')[1] ?? '').get('am') ?? '';
      const when = Number.isNaN(Date.parse(at)) ? '' : formatDateTimeShort(at);
      return send(reply, 200, {
        title,
        lead: `Eingegangen am ${when}. ${rest}`,
        items: [],
        back: { href: '/', text: 'Zur Startseite' },
        tone: 'success',
      });
    });

  receipt(
    FORM_PATHS.cancellationDone,
    'Deine Kündigung ist eingegangen',
    'Die Bestätigung mit Datum, Uhrzeit und dem Ende deines Vertrags schicken wir dir sofort per E-Mail an die Adresse deines Vertrags.',
  );

  fastify.post(FORM_PATHS.withdrawal, { config: { rateLimit } }, async (request, reply) => {
    const fields = fieldsOf(request);
    const body = { contractNumber: text(fields, 'contractNumber'), email: text(fields, 'email') };
    if (fields.get('bestaetigt') !== 'true') {
      // The confirmation step of § 356a BGB: what is declared, and the button that declares it.
      return send(reply, 200, {
        title: 'Widerruf bestätigen',
        lead: `Hiermit widerrufe ich den Vertrag mit der Vertragsnummer ${body.contractNumber} (E-Mail: ${body.email}).`,
        items: [],
        form: {
          action: FORM_PATHS.withdrawal,
          hidden: { ...body, bestaetigt: 'true' },
          button: CONTRACT_BUTTONS.withdrawConfirm,
        },
        back: { href: CONTRACT_PAGES.withdraw, text: 'Zurück' },
        tone: 'success',
      });
    }
    const answer = await api(request, API_PATHS.contractWithdrawals, body);
    if (answer.status !== 202)
      return refused(reply, answer, CONTRACT_PAGES.withdraw, 'Widerruf nicht abgeschickt');
    const { receivedAt } = answer.json as { receivedAt: string };
    return reply.redirect(`${FORM_PATHS.withdrawalDone}?am=${encodeURIComponent(receivedAt)}`, 303);
  });

  receipt(
    FORM_PATHS.withdrawalDone,
    'Dein Widerruf ist eingegangen',
    'Gehört die Vertragsnummer zu dieser E-Mail-Adresse, bestätigen wir dir den Widerruf sofort per E-Mail, mit Datum und Uhrzeit des Eingangs.',
  );
}
