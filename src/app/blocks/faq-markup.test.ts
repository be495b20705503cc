// Every FAQ answer the site ships passes the allow-list unchanged, so pages can render it without a sanitiser in
// the browser; markup outside the list is caught here, before it ships.
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '#domain/content/marketing';
import { transformationFaqKind } from '#domain/blocks/kinds/challenge';
import { isCleanAnswer, sanitizeAnswer } from '../../components/layout/faq/sanitize';

describe('FAQ answers', () => {
  it.each([...FAQ_ITEMS, ...transformationFaqKind.defaults.faqs].map((item) => [item.question, item.answer]))(
    '"%s" is clean markup',
    (_question, answer) => {
      expect(isCleanAnswer(answer)).toBe(true);
    },
  );

  it('catches markup the allow-list refuses', () => {
    expect(isCleanAnswer('Ja, <strong>gern</strong>. <a href="/kontakt">Kontakt</a>')).toBe(true);
    expect(isCleanAnswer('<img src="x" onerror="alert(1)">')).toBe(false);
    expect(isCleanAnswer('<a href="javascript:alert(1)">Klick</a>')).toBe(false);
    expect(isCleanAnswer('<p style="color:red">rot</p>')).toBe(false);
    expect(sanitizeAnswer('<script>alert(1)</script>Text')).toBe('Text');
  });
});
