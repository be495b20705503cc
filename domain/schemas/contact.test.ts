import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact';

const valid = { name: 'Lena', email: 'lena@example.de', message: 'Hallo', privacyConsent: true };
const messagesOf = (flags: Parameters<typeof contactFormSchema>[0], input: Record<string, unknown>) => {
  const result = contactFormSchema(flags).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the contact form validation table (seed 002 §5)', () => {
  const defaults = { nameRequired: true, phoneRequired: false, subjectRequired: false };

  it.each([
    ['name required by default', { ...valid, name: '' }, 'name: Name ist erforderlich'],
    ['e-mail required', { ...valid, email: '' }, 'email: E-Mail-Adresse ist erforderlich'],
    ['e-mail pattern', { ...valid, email: 'lena@' }, 'email: Bitte gib eine gültige E-Mail-Adresse ein'],
    ['message required', { ...valid, message: ' ' }, 'message: Nachricht ist erforderlich'],
    [
      'privacy consent',
      { ...valid, privacyConsent: false },
      'privacyConsent: Datenschutzerklärung muss akzeptiert werden',
    ],
  ])('%s', (_, input, message) => {
    expect(messagesOf(defaults, input)).toEqual([message]);
  });

  it('asks for phone and subject only when their flags are on', () => {
    expect(messagesOf(defaults, valid)).toEqual([]);
    expect(messagesOf({ ...defaults, phoneRequired: true, subjectRequired: true }, valid)).toEqual([
      'phoneNumber: Telefonnummer ist erforderlich',
      'subject: Betreff ist erforderlich',
    ]);
  });

  it.each([
    [
      'phoneRequired',
      { phoneRequired: true },
      { phoneNumber: '0170 1234567' },
      'phoneNumber: Telefonnummer ist erforderlich',
    ],
    [
      'subjectRequired',
      { subjectRequired: true },
      { subject: 'Probetraining' },
      'subject: Betreff ist erforderlich',
    ],
  ] as const)(
    '%s alone asks for its field, and is satisfied once it is filled',
    (_, flag, filled, message) => {
      expect(messagesOf({ ...defaults, ...flag }, valid)).toEqual([message]);
      expect(messagesOf({ ...defaults, ...flag }, { ...valid, ...filled })).toEqual([]);
      expect(
        messagesOf(
          { ...defaults, ...flag },
          { ...valid, ...Object.fromEntries(Object.keys(filled).map((k) => [k, '   '])) },
        ),
      ).toEqual([message]);
    },
  );

  it('does not ask for a name when nameRequired is off', () => {
    expect(messagesOf({ ...defaults, nameRequired: false }, { ...valid, name: '' })).toEqual([]);
  });

  it("sends an empty subject as 'Kontaktanfrage' and an empty phone as null", () => {
    expect(contactFormSchema().parse({ ...valid, subject: '', phoneNumber: '' })).toMatchObject({
      subject: 'Kontaktanfrage',
      phoneNumber: null,
      marketingConsent: false,
    });
  });
});
