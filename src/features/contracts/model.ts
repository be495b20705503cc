// The checkout's, the cancellation's and the withdrawal's form values and how the browser checks them before it
// sends (issue 31). The server checks everything again with the domain's schemas; these are the same rules with
// the same German messages, so a visitor learns of a mistake at once and per field.
import { ageOn } from '#domain/contracts/deadlines';
import { isValidIban, normalizeIban } from '#domain/contracts/iban';
import { CONTRACT_MESSAGES } from '#domain/contracts/schemas';
import { addDays } from '#domain/time';

/** What the checkout reads of the studio's legal data (GET /api/v1/legal). */
export interface CheckoutLegal {
  studioName: string;
  creditorId: string;
  minimumAge: number;
  prenotificationDays: number;
}

/** The mandate text's reference before there is a contract number. */
export const MANDATE_REFERENCE_NOTE = 'wird Dir mit der Vertragsbestätigung mitgeteilt';

export interface OrderValues {
  startsOn: string;
  startImmediately: boolean;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  accountHolder: string;
  iban: string;
  acceptTerms: boolean;
  mandateConsent: boolean;
}

export const EMPTY_ORDER: OrderValues = {
  startsOn: '',
  startImmediately: false,
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  street: '',
  postalCode: '',
  city: '',
  email: '',
  phone: '',
  accountHolder: '',
  iban: '',
  acceptTerms: false,
  mandateConsent: false,
};

/** The fields in the order the form shows them: the first wrong one gets the focus. */
const ORDER_FIELDS: readonly string[] = [
  'startsOn',
  'startImmediately',
  'firstName',
  'lastName',
  'dateOfBirth',
  'street',
  'postalCode',
  'city',
  'email',
  'phone',
  'accountHolder',
  'iban',
  'mandateConsent',
  'acceptTerms',
  // the cancellation's and the withdrawal's
  'contractNumber',
  'kind',
  'reason',
  'requestedEndOn',
];

export function firstInvalidField(errors: Record<string, string>): string | undefined {
  return ORDER_FIELDS.find((field) => field in errors) ?? Object.keys(errors)[0];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The request body of POST /api/v1/contracts. */
export function orderBody(typeId: number, values: OrderValues) {
  return {
    typeId,
    startsOn: values.startsOn,
    startImmediately: values.startImmediately,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth,
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    accountHolder: values.accountHolder.trim(),
    iban: normalizeIban(values.iban),
    acceptTerms: values.acceptTerms as true,
    mandateConsent: values.mandateConsent as true,
  };
}

/** Each wrong field's German message (empty when the order may be sent). */
export function validateOrder(
  values: OrderValues,
  { today, minimumAge }: { today: string; minimumAge: number },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const earliest = values.startImmediately ? today : addDays(today, 1);
  if (!DATE.test(values.startsOn)) errors.startsOn = CONTRACT_MESSAGES.startsOn;
  else if (values.startsOn < earliest) errors.startsOn = CONTRACT_MESSAGES.startsOnTooEarly;
  if (!values.firstName.trim()) errors.firstName = CONTRACT_MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = CONTRACT_MESSAGES.lastName;
  if (!DATE.test(values.dateOfBirth) || values.dateOfBirth >= today)
    errors.dateOfBirth = CONTRACT_MESSAGES.dateOfBirth;
  else if (ageOn(values.dateOfBirth, today) < minimumAge)
    errors.dateOfBirth = CONTRACT_MESSAGES.minimumAge.replace('{age}', String(minimumAge));
  if (!values.street.trim()) errors.street = CONTRACT_MESSAGES.street;
  if (!/^\d{5}$/.test(values.postalCode.trim())) errors.postalCode = CONTRACT_MESSAGES.postalCode;
  if (!values.city.trim()) errors.city = CONTRACT_MESSAGES.city;
  if (!EMAIL.test(values.email.trim())) errors.email = CONTRACT_MESSAGES.email;
  if (!values.phone.trim()) errors.phone = CONTRACT_MESSAGES.phone;
  if (!values.accountHolder.trim()) errors.accountHolder = CONTRACT_MESSAGES.accountHolder;
  if (!isValidIban(values.iban)) errors.iban = CONTRACT_MESSAGES.iban;
  if (!values.mandateConsent) errors.mandateConsent = CONTRACT_MESSAGES.mandateConsent;
  if (!values.acceptTerms) errors.acceptTerms = CONTRACT_MESSAGES.acceptTerms;
  return errors;
}

export type CancellationKind = 'ordinary' | 'extraordinary';

export interface CancellationValues {
  firstName: string;
  lastName: string;
  email: string;
  contractNumber: string;
  kind: CancellationKind;
  reason: string;
  requestedEndOn: string;
}

export const EMPTY_CANCELLATION: CancellationValues = {
  firstName: '',
  lastName: '',
  email: '',
  contractNumber: '',
  kind: 'ordinary',
  reason: '',
  requestedEndOn: '',
};

export function cancellationBody(values: CancellationValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    contractNumber: values.contractNumber.trim(),
    kind: values.kind,
    reason: values.kind === 'extraordinary' ? values.reason.trim() : null,
    requestedEndOn: values.requestedEndOn || null,
  };
}

export function validateCancellation(values: CancellationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.firstName.trim()) errors.firstName = CONTRACT_MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = CONTRACT_MESSAGES.lastName;
  if (!EMAIL.test(values.email.trim())) errors.email = CONTRACT_MESSAGES.email;
  if (!values.contractNumber.trim()) errors.contractNumber = CONTRACT_MESSAGES.contractNumber;
  if (values.kind === 'extraordinary' && !values.reason.trim()) errors.reason = CONTRACT_MESSAGES.reason;
  if (values.requestedEndOn && !DATE.test(values.requestedEndOn))
    errors.requestedEndOn = CONTRACT_MESSAGES.requestedEndOn;
  return errors;
}

export function validateWithdrawal(values: { contractNumber: string; email: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.contractNumber.trim()) errors.contractNumber = CONTRACT_MESSAGES.contractNumber;
  if (!EMAIL.test(values.email.trim())) errors.email = CONTRACT_MESSAGES.email;
  return errors;
}
