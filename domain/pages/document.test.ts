import { describe, expect, it } from 'vitest';
import { markupPaths } from '../blocks/catalogue';
import { validatePageDocument, type PageDocument } from './document';

const page: PageDocument = {
  slug: 'probe',
  title: 'Probe',
  description: 'Eine Seite zum Prüfen.',
  blocks: [{ type: 'page-header', props: { heading: 'Hallo' } }, { type: 'opening-hours' }],
};

describe('validatePageDocument', () => {
  it('accepts a document of known kinds and returns it unchanged', () => {
    expect(validatePageDocument(page)).toEqual({ ok: true, document: page });
  });

  it('names every problem by its path, in German', () => {
    const result = validatePageDocument({
      slug: 'Mit Leerzeichen',
      title: '   ',
      description: 'x',
      blocks: [{ type: 'gibt-es-nicht' }, { type: 'hero', props: [] }, { type: 'hero', props: 'text' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        {
          path: 'slug',
          message: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
        },
        { path: 'title', message: 'Bitte gib einen Titel ein.' },
        { path: 'blocks.1.props', message: 'Die Eigenschaften eines Blocks müssen ein Objekt sein.' },
        { path: 'blocks.2.props', message: 'Die Eigenschaften eines Blocks müssen ein Objekt sein.' },
      ]),
    );
  });

  it('refuses an unknown kind, a reserved address and script links anywhere in the props', () => {
    expect(validatePageDocument({ ...page, blocks: [{ type: 'iframe' }] })).toEqual({
      ok: false,
      issues: [{ path: 'blocks.0.type', message: 'Unbekannter Blocktyp: iframe' }],
    });
    expect(validatePageDocument({ ...page, slug: 'admin' }).ok).toBe(false);
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ])
      expect(
        validatePageDocument({
          ...page,
          blocks: [{ type: 'call-to-action', props: { trustIndicators: ['Geprüft', url] } }],
        }),
        url,
      ).toEqual({
        ok: false,
        issues: [{ path: 'blocks.0.props.trustIndicators.1', message: 'Dieser Link ist nicht erlaubt.' }],
      });
    expect(
      validatePageDocument({
        ...page,
        blocks: [{ type: 'call-to-action', props: { primaryUrl: '/kontakt' } }],
      }).ok,
    ).toBe(true);
  });
});

describe('markupPaths', () => {
  it('are the FAQ answers', () => {
    expect(markupPaths('faq', { faqs: [{ answer: 'a' }, { question: 'ohne' }, { answer: 'b' }] })).toEqual([
      ['faqs', '0', 'answer'],
      ['faqs', '2', 'answer'],
    ]);
    expect(markupPaths('hero', { faqs: [{ answer: 'a' }] })).toEqual([]);
  });
});
