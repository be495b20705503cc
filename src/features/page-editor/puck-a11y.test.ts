import { describe, expect, it, vi } from 'vitest';

// dnd-kit reads ResizeObserver when it loads; the test's DOM has none.
vi.hoisted(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

import { Accessibility, defaultPreset } from '@dnd-kit/dom';
import { DRAG_TEXTS, germanDragAnnouncements } from './puck-a11y';

type Configured = {
  plugin: unknown;
  options: {
    screenReaderInstructions: { draggable: string };
    announcements: Record<string, (event: object) => string | undefined>;
  };
};

describe("the page editor's drag and drop for screen readers (issue 37)", () => {
  const configured = () =>
    defaultPreset.plugins.filter(
      (entry): entry is never => typeof entry === 'object' && (entry as Configured).plugin === Accessibility,
    ) as Configured[];

  it("replaces dnd-kit's English texts among the defaults Puck reads, once", () => {
    germanDragAnnouncements();
    expect(defaultPreset.plugins).not.toContain(Accessibility);
    expect(configured()).toHaveLength(1);
    expect(configured()[0]!.options.screenReaderInstructions.draggable).toBe(DRAG_TEXTS.instructions);
  });

  it('announces in German, without the internal ids of the blocks', () => {
    const { announcements } = configured()[0]!.options;
    const source = { id: 'Hero-3f2a' };
    expect(announcements.dragstart!({ operation: { source } })).toBe('Block aufgenommen.');
    expect(announcements.dragover!({ operation: { source, target: { id: 'root:default-zone' } } })).toBe(
      'Block über einer neuen Stelle.',
    );
    expect(announcements.dragover!({ operation: { source, target: null } })).toBe(
      'Block über keiner Ablagestelle.',
    );
    expect(announcements.dragend!({ operation: { source, target: null }, canceled: true })).toBe(
      'Verschieben abgebrochen. Der Block bleibt an seinem Platz.',
    );
    expect(announcements.dragend!({ operation: { source, target: { id: 'x' } }, canceled: false })).toBe(
      'Block abgelegt.',
    );
  });
});
