// The billing screens' small rules: the next period and its first day, amounts typed in euros, which actions an
// invoice offers, the status in German.
import { describe, expect, it } from 'vitest';
import {
  eurosToCents,
  firstDayOf,
  invoiceActions,
  invoiceStatusText,
  nextPeriod,
  proposedCollectionDate,
} from './model';
import { invoiceOf } from './testing';

describe('the billing model', () => {
  it.each([
    ['2026-11-27', '2026-12'],
    ['2026-12-02', '2027-01'],
    ['2027-01-31', '2027-02'],
  ])('the run after %s is for %s', (today, period) => {
    expect(nextPeriod(today)).toBe(period);
  });

  it.each([
    // 1 December 2026 is a Tuesday; the earliest day (5 days' notice from 27 November) is 2 December.
    ['2026-12', '2026-12-02', '2026-12-02'],
    ['2027-01', '2026-12-02', '2027-01-04'], // 1 January (TARGET2 holiday), then the weekend
    ['2027-02', null, '2027-02-01'],
  ])('proposes for %s with the earliest day %s the collection on %s', (period, earliest, date) => {
    expect(proposedCollectionDate(period, earliest)).toBe(date);
  });

  it('starts a period on its first day', () => {
    expect(firstDayOf('2026-12')).toBe('2026-12-01');
  });

  it.each([
    ['3', 300],
    ['3,5', 350],
    ['3,00', 300],
    [' 1.234,56 € ', 123456],
    ['0', 0],
    ['3.5', Number.NaN],
    ['-1', Number.NaN],
    ['', Number.NaN],
  ])('reads %j as %d cents', (text, cents) => {
    expect(eurosToCents(text)).toBe(cents);
  });

  it('offers a return only for a collected debit and a payment only for an open amount', () => {
    expect(invoiceActions(invoiceOf())).toEqual({ canReturn: true, canPay: false, canCancel: true });
    expect(invoiceActions(invoiceOf({ status: 'returned', openCents: 11200 }))).toEqual({
      canReturn: false,
      canPay: true,
      canCancel: true,
    });
    expect(invoiceActions(invoiceOf({ status: 'cancelled' }))).toEqual({
      canReturn: false,
      canPay: false,
      canCancel: false,
    });
    expect(invoiceActions(invoiceOf({ kind: 'cancellation', grossCents: -10900 })).canCancel).toBe(false);
  });

  it('names every status in German', () => {
    expect(invoiceStatusText(invoiceOf())).toBe('eingezogen');
    expect(invoiceStatusText(invoiceOf({ status: 'returned' }))).toBe('zurückgegeben – offen');
    expect(invoiceStatusText(invoiceOf({ status: 'paid' }))).toBe('bezahlt');
    expect(invoiceStatusText(invoiceOf({ status: 'cancelled' }))).toBe('storniert');
    expect(invoiceStatusText(invoiceOf({ kind: 'cancellation' }))).toBe('Stornorechnung');
  });
});
