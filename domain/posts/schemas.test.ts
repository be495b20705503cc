import { describe, expect, it } from 'vitest';
import { POST_MESSAGES, PostWriteSchema, slugFromTitle } from './schemas';

const valid = {
  slug: 'morgens-trainieren',
  title: 'Morgens trainieren',
  excerpt: 'Warum der frühe Kurs sich lohnt.',
  body: 'Text',
  coverImage: '',
  author: 'Murat Yilmaz',
};

describe('the post schemas', () => {
  it('proposes a slug from a German title', () => {
    expect(slugFromTitle('Übungen für Rücken & Schultern – Teil 2!')).toBe(
      'uebungen-fuer-ruecken-schultern-teil-2',
    );
    expect(slugFromTitle('  Straße  ')).toBe('strasse');
  });

  it('takes a valid post and turns an empty cover into null', () => {
    const parsed = PostWriteSchema.safeParse(valid);
    expect(parsed.success && parsed.data.coverImage).toBe(null);
  });

  it('refuses slugs with capitals, spaces, double hyphens, the reserved one', () => {
    for (const slug of ['Gross', 'mit leer', 'a--b', '-vorne', 'ä-b', 'neu']) {
      const parsed = PostWriteSchema.safeParse({ ...valid, slug });
      expect(parsed.success, slug).toBe(false);
    }
    const reserved = PostWriteSchema.safeParse({ ...valid, slug: 'neu' });
    expect(reserved.error?.issues[0]?.message).toBe(POST_MESSAGES.slugReserved);
  });
});
