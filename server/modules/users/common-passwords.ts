// The list of the most common passwords (common-passwords.txt, > 20,000 entries), loaded once on first use.
import { readFileSync } from 'node:fs';

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

export function commonPasswordCount(): number {
  list ??= load();
  return list.size;
}
