// The checkout's, the cancellation's and the withdrawal's form values, their request bodies, and how the browser
// checks them before it sends (issue 31): with the domain's own request schemas (domain/contracts/schemas.ts)
// and the checks the server adds to them, so a visitor learns of a mistake at once, per field, in the server's
// German words.
import { ageOn } from '#domain/contracts/deadlines';
import { isValidIban } from '#domain/contracts/iban';
import {
  CancellationRequestSchema,
  CONTRACT_MESSAGES,
  ContractOrderSchema,
  PublicWithdrawalSchema,
  type CancellationKind,
  type CancellationRequest,
  type ContractOrder,
  type PublicWithdrawal,
} from '#domain/contracts/schemas';
import { addDays } from '#domain/time';

/** What the checkout reads of the studio's legal data (GET /api/v1/legal). */
export interface CheckoutLegal {
  studioName: string;
  creditorId: string;
  minimumAge: number;
  prenotificationDays: number;
}

/** The mandate text's reference before there is a contract number. */
export const MANDATE_REFERENCE_NOTE = 'wird dir mit der Vertragsbestätigung mitgeteilt';

export interface OrderValues {
  startsOn: string;
  startImmediately: boolean;
  expressStartRequest: boolean;
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
  expressStartRequest: false,
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
  'expressStartRequest',
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

/** The first message per field of a schema's refusal. */
function fieldMessages(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The request body of POST /api/v1/contracts. */
export function orderBody(typeId: number, values: OrderValues): ContractOrder {
  return {
    typeId,
    ...(values.startImmediately ? {} : { startsOn: values.startsOn }),
    startImmediately: values.startImmediately,
    expressStartRequest: values.startImmediately || values.expressStartRequest,
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth,
    street: values.street,
    postalCode: values.postalCode,
    city: values.city,
    email: values.email,
    phone: values.phone,
    accountHolder: values.accountHolder,
    iban: values.iban,
    acceptTerms: values.acceptTerms as true,
    mandateConsent: values.mandateConsent as true,
  };
}

/**
 * Each wrong field's German message (empty when the order may be sent): the order's schema, then what the
 * server checks beyond it (the IBAN's checksum, the earliest start, the minimum age).
 */
export function validateOrder(
  typeId: number,
  values: OrderValues,
  { today, minimumAge }: { today: string; minimumAge: number },
): Record<string, string> {
  const parsed = ContractOrderSchema.safeParse(orderBody(typeId, values));
  const errors = parsed.success ? {} : fieldMessages(parsed.error);
  if (!errors.iban && !isValidIban(values.iban)) errors.iban = CONTRACT_MESSAGES.iban;
  if (!values.startImmediately && !errors.startsOn && values.startsOn < addDays(today, 1))
    errors.startsOn = CONTRACT_MESSAGES.startTooEarly;
  if (!errors.dateOfBirth && ageOn(values.dateOfBirth, today) < minimumAge)
    errors.dateOfBirth = CONTRACT_MESSAGES.tooYoung;
  return errors;
}

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

export function cancellationBody(values: CancellationValues): CancellationRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    contractNumber: values.contractNumber.trim() || null,
    kind: values.kind,
    reason: values.kind === 'extraordinary' ? values.reason : null,
    requestedEndOn: values.requestedEndOn || null,
  };
}

export function validateCancellation(values: CancellationValues): Record<string, string> {
  const parsed = CancellationRequestSchema.safeParse(cancellationBody(values));
  return parsed.success ? {} : fieldMessages(parsed.error);
}

export function validateWithdrawal(values: PublicWithdrawal): Record<string, string> {
  const parsed = PublicWithdrawalSchema.safeParse(values);
  return parsed.success ? {} : fieldMessages(parsed.error);
}
