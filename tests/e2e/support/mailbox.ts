// The mailbox of the mail journeys: a real SMTP server on the port the app server sends to (see ports.ts), and
// waiting for the mail to one address, parsed.
import { expect } from '@playwright/test';
import { parseMail, startSmtp, type ParsedMail, type TestSmtp } from '../../support/smtp';
import { SMTP_PORT } from './ports';

export function openMailbox(): Promise<TestSmtp> {
  return startSmtp(SMTP_PORT);
}

/** The mails to `address` once there are at least `count` (the app sends right after its answer). */
export async function mailsTo(mailbox: TestSmtp, address: string, count = 1): Promise<ParsedMail[]> {
  const mine = () => mailbox.received.filter((mail) => mail.to.includes(address));
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mine().map((mail) => parseMail(mail.raw));
}
