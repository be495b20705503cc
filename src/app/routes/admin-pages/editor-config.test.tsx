// The page editor's Puck config is generated from the catalogue and the registry: every kind has a component with
// the catalogue's label, one field per catalogue field and the definition's defaults; and a stored document goes to
// Puck's data and back unchanged (ids out, defaults not written into the document).
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_CATALOGUE } from '#domain/blocks/catalogue';
import type { EditorPageDocument } from '../../../features/page-editor/api/pages-admin';
import { fromPuckData, toPuckData } from '../../../features/page-editor/document-mapping';
import { faqKind } from '#domain/blocks/kinds/core';
import {
  buildPuckConfig,
  emptyValue,
  puckField,
  starterProps,
} from '../../../features/page-editor/puck-config';
import { blockRegistry } from '../../blocks/registry';

// Puck reads ResizeObserver when it loads; jsdom has none.
vi.hoisted(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const defaultsOf = (type: string) => blockRegistry[type]?.defaults as Record<string, unknown> | undefined;

describe('the Puck config', () => {
  const config = buildPuckConfig({ catalogue: BLOCK_CATALOGUE, registry: blockRegistry });

  it('has every kind of the catalogue with its label, fields and defaults', () => {
    expect(Object.keys(config.components).sort()).toEqual(Object.keys(BLOCK_CATALOGUE).sort());
    for (const [kind, spec] of Object.entries(BLOCK_CATALOGUE)) {
      const component = config.components[kind]!;
      expect(component.label).toBe(spec.label);
      expect(Object.keys(component.fields ?? {}).sort()).toEqual(Object.keys(spec.fields).sort());
      // A dropped block starts with its defaults, every list but the categories cut to one entry (issue 20).
      const defaults = blockRegistry[kind]!.defaults as Record<string, unknown>;
      expect(component.defaultProps).toEqual(starterProps(spec.fields, defaults));
      for (const [key, field] of Object.entries(spec.fields)) {
        const value = (component.defaultProps as Record<string, unknown>)[key];
        if (field.type === 'list' && key !== 'categories' && Array.isArray(value))
          expect(value.length, `${kind}.${key}`).toBeLessThanOrEqual(1);
        else expect(value, `${kind}.${key}`).toEqual(defaults[key]);
      }
    }
    expect(Object.keys(config.root?.fields ?? {})).toEqual(['title', 'description', 'image']);
  });

  it('gives a new FAQ block exactly one question and every category; the stored defaults stay whole', () => {
    const props = config.components.faq!.defaultProps as typeof faqKind.defaults;
    expect(faqKind.defaults.faqs.length).toBeGreaterThan(1);
    expect(props.faqs).toEqual([faqKind.defaults.faqs[0]]);
    expect(props.categories).toEqual(faqKind.defaults.categories);
    expect(blockRegistry.faq!.defaults).toBe(faqKind.defaults);
  });

  it("offers a FAQ question's category by the categories' names", () => {
    const resolve = config.components.faq!.resolveFields as unknown as (data: {
      props: Record<string, unknown>;
    }) => Record<string, { arrayFields: Record<string, unknown> }>;
    const fields = resolve({ props: { categories: [{ id: 'mitgliedschaft', name: 'Mitgliedschaft' }] } });
    expect(fields.faqs!.arrayFields.category).toEqual({
      type: 'select',
      label: 'Kategorie *',
      options: [{ value: 'mitgliedschaft', label: 'Mitgliedschaft' }],
    });
  });

  it('maps each field type once', () => {
    expect(puckField({ type: 'text', label: 'Titel', required: true })).toEqual({
      type: 'text',
      label: 'Titel *',
    });
    expect(puckField({ type: 'number', label: 'Spalten', min: 2, max: 4 })).toEqual({
      type: 'number',
      label: 'Spalten',
      min: 2,
      max: 4,
    });
    expect(puckField({ type: 'image', label: 'Bild', use: 'hero' })).toMatchObject({
      type: 'custom',
      label: 'Bild',
    });
    expect(puckField({ type: 'textList', label: 'Punkte' })).toMatchObject({ type: 'custom' });
    const list = puckField({
      type: 'list',
      label: 'Fragen',
      item: { question: { type: 'text', label: 'Frage' }, open: { type: 'boolean', label: 'Offen' } },
    });
    expect(list).toMatchObject({
      type: 'array',
      arrayFields: { question: { type: 'text' }, open: { type: 'radio' } },
      defaultItemProps: { question: '', open: false },
    });
    expect(emptyValue({ type: 'select', label: 'x', options: [{ value: 'a', label: 'A' }] })).toBe('a');
  });
});

describe('document ↔ Puck data', () => {
  const document: EditorPageDocument = {
    slug: 'home',
    title: 'Start',
    description: 'Beschreibung',
    blocks: [
      { type: 'hero', props: { headline: 'Neu' } },
      { type: 'faq' },
      { type: 'call-to-action', props: { trustIndicators: ['a', 'b'] } },
    ],
  };

  it('fills in the defaults for the editor and takes them out again', () => {
    const data = toPuckData(document, defaultsOf);
    expect(data.root.props).toEqual({ title: 'Start', description: 'Beschreibung', image: '' });
    expect(data.content[0]!.props).toMatchObject({
      headline: 'Neu',
      eyebrow: blockRegistry.hero!.defaults.eyebrow,
    });
    expect(new Set(data.content.map((block) => block.props.id)).size).toBe(3);
    expect(fromPuckData(data, 'home', defaultsOf)).toEqual(document);
  });

  it('keeps an edit and the image, and drops Puck ids', () => {
    const data = toPuckData({ ...document, image: '/og.jpg' }, defaultsOf);
    data.content[1]!.props.title = 'Fragen?';
    const back = fromPuckData(data, 'home', defaultsOf);
    expect(back.image).toBe('/og.jpg');
    expect(back.blocks[1]).toEqual({ type: 'faq', props: { title: 'Fragen?' } });
    expect(JSON.stringify(back)).not.toContain('"id"');
  });
});
