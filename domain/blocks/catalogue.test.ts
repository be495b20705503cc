// The catalogue against seed 002 §3: every kind of the builder list and the catalogue kinds has its entry, and each kind's editor fields carry the seed's inputs (./seed-inputs.test-data), allowed values and
// required fields; the catalogue-input kinds add nothing beyond the seed but what `ours` names. Then the checker:
// unknown kinds and props, required fields, ranges, links, selects, German messages; markup paths.
import { describe, expect, it } from 'vitest';
import { BUILDER_LIST, CATALOGUE_INPUT_KINDS } from './builder-list';
import { BLOCK_CATALOGUE, isAllowedLink, markupPaths, validateBlockProps, type FieldSpec } from './catalogue';
import { BUILDER_SEED_INPUTS, CATALOGUE_SEED_INPUTS, type SeedInputs } from './seed-inputs.test-data';

/** The field at a path like 'features[].heading' or 'featuredCard.type'. */
function fieldAt(fields: Record<string, FieldSpec>, path: string): FieldSpec | undefined {
  const [head = '', ...rest] = path.split('.');
  const isList = head.endsWith('[]');
  const spec = fields[isList ? head.slice(0, -2) : head];
  if (!spec) return undefined;
  if (isList && spec.type !== 'list') return undefined;
  if (rest.length === 0) return spec;
  if (spec.type === 'list') return fieldAt(spec.item, rest.join('.'));
  if (spec.type === 'object') return fieldAt(spec.fields, rest.join('.'));
  return undefined;
}

function checkSeedInputs(kind: string, seed: SeedInputs) {
  const spec = BLOCK_CATALOGUE[kind];
  if (!spec) return expect.fail(`${kind} is in the catalogue`);
  for (const path of seed.inputs) expect(fieldAt(spec.fields, path), `${kind}: ${path}`).toBeDefined();
  for (const [path, values] of Object.entries(seed.options ?? {})) {
    const field = fieldAt(spec.fields, path);
    if (field?.type === 'select') {
      expect(field.options.map((option) => option.value).sort(), `${kind}: ${path}`).toEqual(
        [...values].sort(),
      );
    } else {
      expect.fail(`${kind}: ${path} is a select`);
    }
  }
  for (const path of seed.required ?? []) {
    const field = fieldAt(spec.fields, path);
    expect(field && 'required' in field && field.required, `${kind}: ${path} required`).toBe(true);
  }
  for (const path of Object.keys(seed.notTaken ?? {})) {
    expect(fieldAt(spec.fields, path), `${kind}: ${path} is listed as not taken`).toBeUndefined();
  }
}

describe('the block catalogue against seed 002 §3', () => {
  it('has a German label for every kind', () => {
    for (const [kind, spec] of Object.entries(BLOCK_CATALOGUE)) {
      expect(spec.label.trim(), kind).not.toBe('');
    }
  });

  it('covers the builder list and the catalogue kinds', () => {
    for (const entry of [...BUILDER_LIST, ...CATALOGUE_INPUT_KINDS]) {
      for (const key of entry.keys) expect(BLOCK_CATALOGUE[key], `${entry.name} → ${key}`).toBeDefined();
    }
  });

  it('names the seed inputs of every catalogue kind', () => {
    const kinds = CATALOGUE_INPUT_KINDS.flatMap((entry) => entry.keys);
    expect(Object.keys(CATALOGUE_SEED_INPUTS).sort()).toEqual([...new Set(kinds)].sort());
  });

  it.each(Object.entries(CATALOGUE_SEED_INPUTS))(
    '%s has the seed inputs and nothing unnamed',
    (kind, seed) => {
      checkSeedInputs(kind, seed);
      const top = new Set([...seed.inputs.map((path) => path.split(/[.[]/)[0]), ...(seed.ours ?? [])]);
      expect(
        Object.keys(BLOCK_CATALOGUE[kind]!.fields).filter((key) => !top.has(key)),
        kind,
      ).toEqual([]);
    },
  );

  it.each(Object.entries(BUILDER_SEED_INPUTS))('%s has the entity fields of the seed', (kind, seed) => {
    checkSeedInputs(kind, seed);
  });

  it('has labels and options in German for every field', () => {
    const walk = (fields: Record<string, FieldSpec>, at: string) => {
      for (const [key, spec] of Object.entries(fields)) {
        expect(spec.label.trim(), `${at}.${key}`).not.toBe('');
        if (spec.type === 'select') expect(spec.options.length, `${at}.${key}`).toBeGreaterThan(0);
        if (spec.type === 'list') walk(spec.item, `${at}.${key}[]`);
        if (spec.type === 'object') walk(spec.fields, `${at}.${key}`);
      }
    };
    for (const [kind, spec] of Object.entries(BLOCK_CATALOGUE)) walk(spec.fields, kind);
  });
});

describe('validateBlockProps', () => {
  it('accepts overrides of some props and an empty props object', () => {
    expect(validateBlockProps('hero', { headline: 'Neu' })).toEqual({ ok: true, props: { headline: 'Neu' } });
    expect(validateBlockProps('hero', {}).ok).toBe(true);
  });

  it('refuses an unknown kind', () => {
    expect(validateBlockProps('script', {})).toEqual({
      ok: false,
      issues: [{ path: '', message: 'Unbekannter Block-Typ „script“.' }],
    });
    expect(validateBlockProps('toString', {}).ok).toBe(false);
  });

  it('refuses unknown props, so no style, className or token can be smuggled in (seed 002 §6)', () => {
    const result = validateBlockProps('hero', { headline: 'x', style: { color: 'red' }, className: 'evil' });
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: 'style', message: 'Unbekanntes Feld „style“.' },
        { path: 'className', message: 'Unbekanntes Feld „className“.' },
      ],
    });
    const nested = validateBlockProps('hero', { statistics: [{ value: 1, label: 'a', style: 'x' }] });
    expect(nested.ok ? [] : nested.issues).toEqual([
      { path: 'statistics.0.style', message: 'Unbekanntes Feld „style“.' },
    ]);
  });

  it('checks required fields of list entries and that a required prop is not emptied', () => {
    const result = validateBlockProps('faq', {
      faqs: [{ question: 'Wie?', answer: '', category: 'allgemein' }, { question: 'Was?' }],
    });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'faqs.0.answer', message: 'Antwort ist ein Pflichtfeld.' },
      { path: 'faqs.1.answer', message: 'Antwort ist ein Pflichtfeld.' },
      { path: 'faqs.1.category', message: 'Kategorie ist ein Pflichtfeld.' },
    ]);
    const statistic = validateBlockProps('statistic', { label: '  ' });
    expect(statistic.ok ? [] : statistic.issues).toEqual([
      { path: 'label', message: 'Bezeichnung ist ein Pflichtfeld.' },
    ]);
  });

  it('checks allowed values, types and ranges', () => {
    const result = validateBlockProps('usp-grid', { columns: 7, backgroundColor: 'red', title: false });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'title', message: 'Titel: Hier wird ein Text erwartet.' },
      { path: 'columns', message: 'Spalten: höchstens 4.' },
      {
        path: 'backgroundColor',
        message: 'Hintergrundfarbe: Bitte wähle einen der Werte Weiß, Grau, Dunkel.',
      },
    ]);
    expect(validateBlockProps('button', { fullWidth: 'ja' }).ok).toBe(false);
    expect(validateBlockProps('hero', { trustIndicators: ['a', { text: 'b' }] }).ok).toBe(false);
    expect(validateBlockProps('feature-grid', { features: [{ heading: 'a', textColor: 'url(x)' }] }).ok).toBe(
      false,
    );
  });

  it('allows only site paths, anchors, http(s), mailto and tel as links', () => {
    for (const good of [
      '/kontakt',
      '#probetraining',
      'https://wa.me/49301234567',
      'mailto:a@b.de',
      'tel:+49 30 123',
      '',
    ])
      expect(isAllowedLink(good), good).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ])
      expect(isAllowedLink(bad), bad).toBe(false);
    const result = validateBlockProps('call-to-action', { primaryUrl: 'javascript:alert(1)' });
    expect(result.ok ? [] : result.issues).toEqual([
      {
        path: 'primaryUrl',
        message:
          'Erster Button: Link: Erlaubt sind Links auf eigene Seiten (/…), Sprungmarken (#…), http(s)://, mailto: und tel:.',
      },
    ]);
    expect(validateBlockProps('about-hero', { image: 'javascript:alert(1)' }).ok).toBe(false);
  });

  it('refuses props that are not an object and overlong texts', () => {
    expect(validateBlockProps('hero', ['x']).ok).toBe(false);
    expect(validateBlockProps('hero', 'x').ok).toBe(false);
    expect(validateBlockProps('hero', { headline: 'x'.repeat(501) }).ok).toBe(false);
  });
});

describe('markupPaths', () => {
  it('names the FAQ answers, and nothing in kinds without markup', () => {
    const props = {
      faqs: [
        { question: 'a', answer: '<strong>x</strong>', category: 'c' },
        { question: 'b', answer: 'y', category: 'c' },
      ],
    };
    expect(markupPaths('faq', props)).toEqual([
      ['faqs', '0', 'answer'],
      ['faqs', '1', 'answer'],
    ]);
    expect(markupPaths('transformation-faq', props)).toHaveLength(2);
    expect(markupPaths('hero', { headline: '<b>x</b>' })).toEqual([]);
    expect(markupPaths('unknown', props)).toEqual([]);
  });
});
