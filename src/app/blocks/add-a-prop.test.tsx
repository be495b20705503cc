// The example of decision 0171: a prop added to a kind's definition and its component only ('subtitle' on the
// opening hours) is in the editor's Puck fields, checked by the server's document check and rendered on the page.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_CATALOGUE } from '#domain/blocks/catalogue';
import { validatePageDocument } from '#domain/pages/document';
import { blockProps } from '../../components/blocks/block';
import { buildPuckConfig } from '../../features/page-editor/puck-config';
import { coreBlocks } from './core-registry';

// Puck reads ResizeObserver when it loads; jsdom has none.
vi.hoisted(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const page = (props: Record<string, unknown>) => ({
  slug: 'probe',
  title: 'Probe',
  description: '',
  blocks: [{ type: 'opening-hours', props }],
});

describe('the opening hours’ subtitle', () => {
  it('is a field of the page editor', () => {
    const config = buildPuckConfig({ catalogue: BLOCK_CATALOGUE, registry: coreBlocks });
    expect(config.components['opening-hours']!.fields!.subtitle).toMatchObject({
      type: 'textarea',
      label: 'Untertitel',
    });
  });

  it('is checked by the server: a text is stored, anything else refused in German', () => {
    expect(validatePageDocument(page({ subtitle: 'Feiertags geschlossen' }))).toMatchObject({
      ok: true,
      document: { blocks: [{ type: 'opening-hours', props: { subtitle: 'Feiertags geschlossen' } }] },
    });
    expect(validatePageDocument(page({ subtitle: 42 }))).toEqual({
      ok: false,
      issues: [{ path: 'blocks.0.props.subtitle', message: 'Untertitel: Hier wird ein Text erwartet.' }],
    });
  });

  it('is shown under the heading when set, and not at all by default', () => {
    const definition = coreBlocks['opening-hours']!;
    const Component = definition.component;
    const { rerender } = render(<Component {...blockProps(definition, {})} />);
    expect(screen.queryByText('Feiertags geschlossen')).toBeNull();
    rerender(<Component {...blockProps(definition, { subtitle: 'Feiertags geschlossen' })} />);
    expect(screen.getByText('Feiertags geschlossen').tagName).toBe('P');
  });
});
