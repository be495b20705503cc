// The contact form (seed 002 §2, §3, §5, §7, §8): fields, required flags and messages of the table; submit stays
// disabled until the required fields are filled; 'Wird gesendet...' while sending; the success text for 5000 ms,
// then it clears; the error text on failure. Field rules are the domain schema's, checked again on submit.
// Before (and without) JavaScript it is a plain form: its fields carry the schema's names and the browser posts
// them to the server, which answers with its German success or error page (decision 0180).
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '../../lib/navigation';
import {
  CONTACT_POST_FIELDS,
  contactFormSchema,
  contactRequestBody,
  contactTracking,
  type ContactFormValues,
} from '#domain/schemas/contact';
import type { PropsOf } from '#domain/blocks/define';
import type { contactFormKind } from '#domain/blocks/kinds/core';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import '../../components/ui/form-feedback.css';
import { paths } from '../../config/paths';
import { useIsClient } from '../../lib/use-is-client';
import { sendContactForm } from './send-contact-form';
import './contact-form.css';

export const CONTACT_SUCCESS_MS = 5000;

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phoneNumber: '',
  subject: '',
  message: '',
  marketingConsent: false,
  privacyConsent: false,
  website: '',
};

type Status = 'idle' | 'submitting' | 'success' | 'error';

function label(text: string, required: boolean) {
  return required ? `${text} *` : text;
}

export function ContactForm(props: PropsOf<typeof contactFormKind>) {
  const id = useId();
  const location = useLocation();
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(successTimer.current), []);
  // Until the code runs, submit must stay usable: the browser then posts the form itself.
  const hydrated = useIsClient();
  const page = location.pathname + location.search;

  const flags = {
    nameRequired: props.nameRequired,
    phoneRequired: props.phoneRequired,
    subjectRequired: props.subjectRequired,
  };
  const filled =
    !!values.email.trim() &&
    !!values.message.trim() &&
    values.privacyConsent &&
    (!flags.nameRequired || !!values.name.trim()) &&
    (!flags.phoneRequired || !!values.phoneNumber.trim()) &&
    (!flags.subjectRequired || !!values.subject.trim());
  const submitting = status === 'submitting';

  const set = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (status === 'success' || status === 'error') setStatus('idle');
  };

  const submit = async () => {
    const checked = contactFormSchema(flags).safeParse(values);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setStatus('submitting');
    const tracking = props.enableRouteTracking ? contactTracking(page, document.referrer, new Date()) : null;
    try {
      await sendContactForm(contactRequestBody(values, tracking));
      setValues(EMPTY);
      setStatus('success');
      clearTimeout(successTimer.current);
      successTimer.current = setTimeout(() => setStatus('idle'), CONTACT_SUCCESS_MS);
    } catch {
      setStatus('error');
    }
  };

  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container contact">
        <h2 id={`${id}-title`}>{props.title}</h2>
        <p className="contact__required">{props.requiredNote}</p>
        <form
          className="contact__form"
          method="post"
          action={paths.contactPost}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {/* The fieldset disables every field while sending; its legend names the group (a fieldset needs one). */}
          <fieldset disabled={submitting} className="contact__fields">
            <legend className="visually-hidden">Kontaktformular</legend>
            <input type="hidden" name={CONTACT_POST_FIELDS.page} value={page} />
            {props.enableRouteTracking && (
              <input type="hidden" name={CONTACT_POST_FIELDS.tracking} value="true" />
            )}
            <div className="contact__row">
              <TextField
                label={label(props.nameLabel, flags.nameRequired)}
                placeholder={props.namePlaceholder}
                autoComplete="name"
                name="name"
                required={flags.nameRequired}
                value={values.name}
                error={fieldErrors.name}
                onChange={(event) => set('name', event.target.value)}
              />
              <TextField
                label={label(props.emailLabel, true)}
                placeholder={props.emailPlaceholder}
                type="email"
                autoComplete="email"
                name="email"
                required
                value={values.email}
                error={fieldErrors.email}
                onChange={(event) => set('email', event.target.value)}
              />
            </div>
            <div className="contact__row">
              <TextField
                label={label(props.phoneLabel, flags.phoneRequired)}
                placeholder={props.phonePlaceholder}
                type="tel"
                autoComplete="tel"
                name="phoneNumber"
                required={flags.phoneRequired}
                value={values.phoneNumber}
                error={fieldErrors.phoneNumber}
                onChange={(event) => set('phoneNumber', event.target.value)}
              />
              <TextField
                label={label(props.subjectLabel, flags.subjectRequired)}
                placeholder={props.subjectPlaceholder}
                name="subject"
                required={flags.subjectRequired}
                value={values.subject}
                error={fieldErrors.subject}
                onChange={(event) => set('subject', event.target.value)}
              />
            </div>
            <div className={fieldErrors.message ? 'field field--invalid' : 'field'}>
              <label htmlFor={`${id}-message`} className="field__label">
                {label(props.messageLabel, true)}
              </label>
              <textarea
                id={`${id}-message`}
                className="field__input contact__message"
                name="message"
                rows={6}
                required
                placeholder={props.messagePlaceholder}
                value={values.message}
                aria-invalid={fieldErrors.message ? true : undefined}
                aria-describedby={fieldErrors.message ? `${id}-message-error` : undefined}
                onChange={(event) => set('message', event.target.value)}
              />
              {fieldErrors.message && (
                <p id={`${id}-message-error`} className="field__error">
                  {fieldErrors.message}
                </p>
              )}
            </div>
            {/* Honeypot: off-screen and out of the tab order; people never fill it. */}
            <div className="contact__trap" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(event) => set('website', event.target.value)}
              />
            </div>
            <label className="contact__check">
              <input
                type="checkbox"
                name="marketingConsent"
                value="true"
                checked={values.marketingConsent}
                onChange={(event) => set('marketingConsent', event.target.checked)}
              />
              <span>{props.marketingConsentText}</span>
            </label>
            <label className="contact__check">
              <input
                type="checkbox"
                name="privacyConsent"
                value="true"
                required
                checked={values.privacyConsent}
                aria-invalid={fieldErrors.privacyConsent ? true : undefined}
                onChange={(event) => set('privacyConsent', event.target.checked)}
              />
              <span>
                {props.privacyConsentText} (<a href={paths.privacy}>{props.privacyLinkText}</a>) *
              </span>
            </label>
            {fieldErrors.privacyConsent && <p className="field__error">{fieldErrors.privacyConsent}</p>}
          </fieldset>

          <Button type="submit" size="lg" disabled={hydrated && !filled} loading={submitting}>
            {submitting ? props.submittingText : props.submitText}
          </Button>

          <div aria-live="polite" className="contact__feedback">
            {status === 'success' && (
              <div className="form-feedback form-feedback--success" role="status">
                <p className="form-feedback__title">{props.successTitle}</p>
                <p className="form-feedback__text">{props.successText}</p>
              </div>
            )}
          </div>
          {status === 'error' && (
            <div className="form-feedback form-feedback--error" role="alert">
              <p className="form-feedback__title">{props.errorTitle}</p>
              <p className="form-feedback__text">{props.errorText}</p>
            </div>
          )}
        </form>
      </div>
    </section>
  );
}
