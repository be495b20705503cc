// A short random token for names that must not collide within a run (slugs, titles, e-mail addresses): tests
// take it here instead of from the real clock (tests/guards/no-real-date.test.ts).
import { randomBytes } from 'node:crypto';

export function unique(): string {
  return randomBytes(5).toString('hex');
}
