// The list of the most common passwords (common-passwords.txt, > 20,000 entries), loaded once on first use.
import { readFileSync } from 'node:fs';
import { DomainError } from '#domain/errors/domain-error';
import { MESSAGES } from '#domain/schemas/users';

let list: Set<string> | undefined;

function load(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

/** True when the password (lowercased) is on the list. */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}

/** A VALIDATION error on `path` for a password on the list. */
export function refuseCommonPassword(path: string, password: string): void {
  if (isCommonPassword(password))
    throw new DomainError('VALIDATION', [{ path, message: MESSAGES.passwordTooCommon }]);
}

export function commonPasswordCount(): number {
  list ??= load();
  return list.size;
}
