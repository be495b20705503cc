// A contract order as the checkout sends it (issue 31): Erika Mustermann from Köln, from 1 December 2026, paying
// by SEPA direct debit, terms and mandate accepted. For the suites that conclude contracts online.
import type { ContractOrder } from '#domain/contracts/schemas';

export const ORDER_IBAN_SPACED = 'DE89 3704 0044 0532 0130 00';

export function contractOrder(
  typeId: number,
  email: string,
  overrides: Partial<ContractOrder> = {},
): ContractOrder {
  return {
    typeId,
    startsOn: '2026-12-01',
    startImmediately: false,
    firstName: 'Erika',
    lastName: 'Mustermann',
    dateOfBirth: '1990-05-17',
    street: 'Heidestraße 17',
    postalCode: '51147',
    city: 'Köln',
    email,
    phone: '0151 2345678',
    accountHolder: 'Erika Mustermann',
    iban: ORDER_IBAN_SPACED,
    acceptTerms: true,
    mandateConsent: true,
    ...overrides,
  };
}
