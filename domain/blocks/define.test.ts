// The props type of a kind is inferred from its fields and defaults (decisions 0171, 0217): these checks fail to
// compile when the inference drifts; the run-time checks hold the definitions' defaults to their own fields and
// give every kind its fields.
import { describe, expect, it } from 'vitest';
import type { KindDefiner, PropsOf } from './define';
import {
  boolean,
  checkFields,
  list,
  number,
  options,
  select,
  text,
  textList,
  type PropIssue,
} from './field-spec';
import { validateBlockProps } from './catalogue';
import { KIND_DEFINITIONS } from './kinds';
import { KIND_FIELDS } from './kinds/fields';

/** A group's fields module: kind key → fields. */
const exampleFields = {
  example: {
    title: text('Titel'),
    columns: number<1 | 2 | 3>('Spalten', { min: 1, max: 3 }),
    variant: select('Variante', options(['a', 'A'], ['b', 'B'])),
    tags: textList('Stichworte'),
    items: list('Einträge', { name: text('Name', { required: true }), shown: boolean('Sichtbar') }),
    note: text('Hinweis'),
  },
  x: { a: text('A') },
};
const defineKind: KindDefiner<typeof exampleFields> = (definition) => definition;

const example = defineKind({
  key: 'example',
  label: 'Beispiel',
  defaults: { title: 'Titel', columns: 2, variant: 'a', tags: [], items: [] },
  browser: 'static',
});

const defaultsOf = () => ({ ...example.defaults, items: [], note: undefined });

describe('a kind definition', () => {
  it('infers its props: a default makes a prop always set, a required list field a required key', () => {
    type Expected = {
      title: string;
      columns: 1 | 2 | 3;
      variant: 'a' | 'b';
      tags: string[];
      items: { name: string; shown?: boolean }[];
      note?: string;
    };
    const both = (props: Expected): PropsOf<typeof example> => props;
    const back = (props: PropsOf<typeof example>): Expected => props;
    // @ts-expect-error a prop with a default is always set
    const unset: PropsOf<typeof example> = { ...defaultsOf(), title: undefined };
    // @ts-expect-error a list entry's required field must be there
    const missing: PropsOf<typeof example>['items'][number] = { shown: true };
    // @ts-expect-error a select holds one of its values only
    const wrong: PropsOf<typeof example>['variant'] = 'c';
    expect([both, back, unset, missing, wrong]).toHaveLength(5);
  });

  it('keeps its fields apart: the definition carries none, its defaults pass them', () => {
    expect(Object.keys(example).sort()).toEqual(['browser', 'defaults', 'key', 'label']);
    const issues: PropIssue[] = [];
    checkFields(exampleFields.example, example.defaults, '', true, issues);
    expect(issues).toEqual([]);
  });

  it('every kind has its fields, and every fields entry is a kind’s', () => {
    expect(Object.keys(KIND_FIELDS).sort()).toEqual(Object.keys(KIND_DEFINITIONS).sort());
    for (const definition of Object.values(KIND_DEFINITIONS))
      expect(Object.keys(definition)).not.toContain('fields');
  });

  it('every definition’s defaults pass its own fields', () => {
    for (const [key, definition] of Object.entries(KIND_DEFINITIONS)) {
      expect(validateBlockProps(key, definition.defaults), key).toEqual({
        ok: true,
        props: definition.defaults,
      });
    }
  });
});

// @ts-expect-error a default without a field
defineKind({ key: 'x', label: 'X', defaults: { a: '', b: 1 }, browser: 'static' });
// @ts-expect-error a default of the wrong type
defineKind({ key: 'x', label: 'X', defaults: { a: 1 }, browser: 'static' });
// @ts-expect-error a kind without fields
defineKind({ key: 'y', label: 'Y', defaults: {}, browser: 'static' });
