// Forms that work before and without JavaScript (decision 0180): the contact form posts its fields
// (application/x-www-form-urlencoded) here when no script took the submit. The fields become the value the JSON
// route (POST /api/v1/email/contact-form) receives, pass the same domain schema with the same (default) required
// flags and go into the same inbox and outbox; the answer is a redirect after the post (303) to the German success
// page, or the German error page (400) that names each wrong field and links back to the form's page. Not API
// routes (they take form fields and answer HTML): the OpenAPI document leaves them out (isDescribedRoute).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contactFormKind } from '#domain/blocks/kinds/core';
import { ERRORS } from '#domain/errors/catalogue';
import { DomainError } from '#domain/errors/domain-error';
import { FORM_PATHS, safeRedirect } from '#domain/routing';
import type { FieldIssue } from '#domain/schemas/common';
import {
  CONTACT_POST_FIELDS,
  contactFormSchema,
  contactRequestBody,
  contactTracking,
  contactValuesFromPost,
} from '#domain/schemas/contact';
import type { Clock } from '../../lib/clock';
import { parse } from '../../lib/validate';
import type { InboxService } from '../../modules/inbox/inbox.service';
import { registerContractForms } from './contract-forms';
import { formPage, type FormPage } from './form-page';

export interface FormRoutesOptions {
  inbox: InboxService;
  /** Submissions per minute and address, as on the JSON intake (spam). */
  intakeRateLimit: number;
  clock: Clock;
  /** The built app's stylesheet links, which dress the success and error pages (none without a build). */
  stylesheets: string;
}

/** A form post's largest body: the message's 5,000 characters percent-encoded (up to 9 bytes each) and the rest. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** Where the way back goes when the post names no page of this site. */
const FALLBACK_PAGE = '/kontakt';

const texts = contactFormKind.defaults;

/** Each schema field's name on the error page: the block's default labels. */
const FIELD_LABELS: Record<string, string> = {
  name: texts.nameLabel,
  email: texts.emailLabel,
  phoneNumber: texts.phoneLabel,
  subject: texts.subjectLabel,
  message: texts.messageLabel,
  privacyConsent: texts.privacyLinkText,
  marketingConsent: 'Einwilligung in Neuigkeiten',
  website: 'Website',
};

const fieldsOf = (request: FastifyRequest) =>
  request.body instanceof URLSearchParams ? request.body : new URLSearchParams();

/** The form's page (path and query of this site), from its hidden field. */
const pageOf = (fields: URLSearchParams) => safeRedirect(fields.get(CONTACT_POST_FIELDS.page), FALLBACK_PAGE);

/** The way back: the page the form was on, with one wrong field's first message per field. */
function errorPage(back: string, issues: FieldIssue[]): FormPage {
  const firstPerField = new Map<string, string>();
  for (const issue of issues)
    if (!firstPerField.has(issue.path)) firstPerField.set(issue.path, issue.message);
  return {
    title: 'Nachricht nicht gesendet',
    lead: 'Bitte prüfe deine Eingaben:',
    items: [...firstPerField].map(([path, message]) => ({ label: FIELD_LABELS[path] ?? path, message })),
    back: { href: back, text: 'Zurück zum Formular' },
    tone: 'error',
  };
}

/** A refusal before the handler (too large, wrong type, too many posts) as a German page, not JSON. */
function refusalPage(back: string, status: number): FormPage {
  const lead =
    status === 429
      ? ERRORS.RATE_LIMITED.message
      : status === 413
        ? 'Die Nachricht ist zu groß.'
        : status >= 500
          ? texts.errorText
          : 'Das Formular konnte nicht gelesen werden.';
  return {
    title: 'Nachricht nicht gesendet',
    lead,
    items: [],
    back: { href: back, text: 'Zurück zum Formular' },
    tone: 'error',
  };
}

export default async function formRoutes(
  fastify: FastifyInstance,
  { inbox, intakeRateLimit, clock, stylesheets }: FormRoutesOptions,
) {
  const send = (reply: FastifyReply, status: number, page: FormPage) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(formPage(page, stylesheets));

  // Only these routes read form fields; the rest of the server still takes JSON alone.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  fastify.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const back = pageOf(fieldsOf(request));
    if (error instanceof DomainError && error.code === 'VALIDATION')
      return send(reply, 400, errorPage(back, error.details ?? []));
    const status = error instanceof DomainError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'form post failed');
    return send(reply, status >= 400 && status < 600 ? status : 500, refusalPage(back, status));
  });

  fastify.post(
    FORM_PATHS.contact,
    {
      // The intake's limit; the API-wide limit's allow list (everything outside /api) does not apply here.
      config: { rateLimit: { max: intakeRateLimit, timeWindow: '1 minute', allowList: () => false } },
    },
    async (request, reply) => {
      if (!(request.body instanceof URLSearchParams))
        return send(reply, 415, refusalPage(FALLBACK_PAGE, 415));
      const fields = request.body;
      const page = pageOf(fields);
      const values = contactValuesFromPost((name) => fields.get(name));
      // Without a script the page's referrer is unknown: the tracking block says 'Direkt' (decision 0180).
      const tracking =
        fields.get(CONTACT_POST_FIELDS.tracking) === 'true' ? contactTracking(page, '', clock.now()) : null;
      const form = parse(contactFormSchema(), contactRequestBody(values, tracking));
      // A filled honeypot is a bot: it gets the same answer and nothing is stored or sent (as on the JSON route).
      if (!form.website) await inbox.addMessage(form);
      return reply.redirect(
        `${FORM_PATHS.contactSent}?${CONTACT_POST_FIELDS.page}=${encodeURIComponent(page)}`,
        303,
      );
    },
  );

  // The contract pages' forms (issue 31): answered by their JSON routes in-process.
  registerContractForms(fastify, { send, intakeRateLimit });

  fastify.get(FORM_PATHS.contactSent, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    return send(reply, 200, {
      title: texts.successTitle,
      lead: texts.successText,
      items: [],
      back: { href: pageOf(query), text: 'Zurück zur Seite' },
      tone: 'success',
    });
  });
}
