// Puck 0.23's own markup made accessible (decision 0151, "Puck's parts"): what Puck offers an extension point for is
// done there (the preview iframe's title through `overrides.iframe`, the drawer's contrast through its CSS
// variables in page-editor.css, the canvas blocks through `inline` components in puck-config.tsx); the rest, where
// Puck has no prop or override, is a small fix of its DOM after each render, kept in this one place.
import { createUsePuck } from '@puckeditor/core';
// Puck's drag and drop is dnd-kit's (a dependency of Puck, the same module instance): its screen-reader texts are
// configured on dnd-kit's default plugins, which Puck reads when its editor mounts.
import { Accessibility, defaultPreset } from '@dnd-kit/dom';
import { useEffect, type ReactNode, type RefObject } from 'react';

/**
 * What a screen reader hears while a block is moved (issue 37: dnd-kit's defaults are English and name blocks by
 * their internal ids): German, about 'the block'.
 */
export const DRAG_TEXTS = {
  instructions:
    'Zum Aufnehmen eines Blocks die Leertaste drücken. Beim Verschieben mit den Pfeiltasten die Richtung wählen, mit der Leertaste ablegen oder mit Escape abbrechen.',
  pickedUp: 'Block aufgenommen.',
  over: 'Block über einer neuen Stelle.',
  nowhere: 'Block über keiner Ablagestelle.',
  cancelled: 'Verschieben abgebrochen. Der Block bleibt an seinem Platz.',
  dropped: 'Block abgelegt.',
} as const;

type Announcement = (event: {
  operation: { source: { id: unknown } | null; target?: { id: unknown } | null };
  canceled?: boolean;
}) => string | undefined;

const announcements: Record<'dragstart' | 'dragover' | 'dragend', Announcement> = {
  dragstart: ({ operation: { source } }) => (source ? DRAG_TEXTS.pickedUp : undefined),
  dragover: ({ operation: { source, target } }) => {
    if (!source || source.id === target?.id) return undefined;
    return target ? DRAG_TEXTS.over : DRAG_TEXTS.nowhere;
  },
  dragend: ({ operation: { source }, canceled }) => {
    if (!source) return undefined;
    return canceled ? DRAG_TEXTS.cancelled : DRAG_TEXTS.dropped;
  },
};

/** Replaces dnd-kit's Accessibility plugin among its defaults by one with the German texts (once). */
export function germanDragAnnouncements(): void {
  const index = defaultPreset.plugins.findIndex((plugin) => plugin === Accessibility);
  if (index < 0) return;
  defaultPreset.plugins[index] = Accessibility.configure({
    announcements: announcements as never,
    screenReaderInstructions: { draggable: DRAG_TEXTS.instructions },
  });
}
germanDragAnnouncements();

/** The preview iframe's title (axe: frame-title). */
export const PREVIEW_FRAME_TITLE = 'Vorschau der Seite';

/**
 * Puck's `overrides.iframe`: renders the canvas unchanged and names the iframe it lives in. Puck hands the
 * override the iframe's document, not the element: its `frameElement` is the iframe.
 */
export function PreviewFrame({ children, document }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    document?.defaultView?.frameElement?.setAttribute('title', PREVIEW_FRAME_TITLE);
  }, [document]);
  return <>{children}</>;
}

const usePuckState = createUsePuck();

/**
 * Puck's `overrides.outline`: the page's blocks as a list of buttons that select a block. Puck's own outline makes
 * each row a drag handle (role button) holding its expand, select and action buttons (axe: nested-interactive),
 * with no prop to change that; the page's blocks are one flat list (no slots), so a plain list says all of it.
 * Blocks are moved in the canvas (by pointer or keyboard) or with their 'Duplizieren'/'Löschen' there.
 */
export function PageOutline() {
  const content = usePuckState((state) => state.appState.data.content);
  const components = usePuckState((state) => state.config.components);
  const selectedId = usePuckState((state) => state.selectedItem?.props.id ?? null);
  const dispatch = usePuckState((state) => state.dispatch);
  if (content.length === 0) return <p className="page-editor__outline">Keine Blöcke</p>;
  return (
    <nav aria-label="Gliederung der Seite" className="page-editor__outline">
      <ol>
        {content.map((item, index) => (
          <li key={String(item.props.id)}>
            <button
              type="button"
              aria-current={item.props.id === selectedId ? 'true' : undefined}
              onClick={() => dispatch({ type: 'setUi', ui: { itemSelector: { index } } })}
            >
              {components[item.type]?.label ?? item.type}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Sets an attribute only when it differs (so the observer does not wake itself up). */
function ensure(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * The fixes of Puck's DOM without an extension point, re-applied whenever Puck changes its markup:
 * - the zoom select has no label (select-name): aria-label 'Zoom';
 * - dnd-kit describes each drag handle's role as 'draggable' (English, read aloud): 'verschiebbar' (the handles
 *   of the editor's own panels; the canvas lives in the preview iframe, outside this root);
 * - a list field's add button holds only an icon (button-name): aria-label 'Eintrag hinzufügen';
 * - the loader is a span with aria-label and no role (aria-prohibited-attr): role 'img';
 * - the plugin bar's entries ('Blöcke', 'Gliederung') are clickable divs no keyboard reaches: role button,
 *   tabindex 0 and aria-pressed for the open one (Enter and Space click them, see usePuckMarkupFixes);
 * - a list entry's summary is its drag handle (role button) and holds the entry's 'Duplizieren' and 'Löschen'
 *   buttons (nested-interactive): the buttons' box is moved beside the summary, into the entry. React keeps
 *   updating the moved nodes (it holds them, not their place); Puck re-creates the box only when the field turns
 *   read-only, which the editor never does while open.
 */
export function fixPuckMarkup(root: ParentNode): void {
  for (const handle of root.querySelectorAll('[aria-roledescription="draggable"]')) {
    ensure(handle, 'aria-roledescription', 'verschiebbar');
  }
  for (const select of root.querySelectorAll('select[class*="ViewportControls-zoomSelect"]')) {
    ensure(select, 'aria-label', 'Zoom');
  }
  for (const button of root.querySelectorAll('button[class*="ArrayField-addButton"]')) {
    ensure(button, 'aria-label', 'Eintrag hinzufügen');
  }
  for (const loader of root.querySelectorAll('span[class*="_Loader_"][aria-label]')) {
    ensure(loader, 'role', 'img');
  }
  for (const link of root.querySelectorAll('div[class*="NavItem-link"]')) {
    ensure(link, 'role', 'button');
    ensure(link, 'tabindex', '0');
    ensure(link, 'aria-pressed', String(link.parentElement?.className.includes('NavItem--active') ?? false));
  }
  for (const actions of root.querySelectorAll(
    '[class*="ArrayFieldItem-summary"] [class*="ArrayFieldItem-actions"]',
  )) {
    const summary = actions.closest('[class*="ArrayFieldItem-summary"]');
    if (!summary) continue;
    actions.classList.add('page-editor__array-actions');
    summary.classList.add('page-editor__array-summary');
    summary.after(actions);
  }
}

/** Keeps `fixPuckMarkup` applied to everything below `ref` while the editor is open. */
export function usePuckMarkupFixes(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    fixPuckMarkup(root);
    const observer = new MutationObserver(() => fixPuckMarkup(root));
    // Classes too: the plugin bar marks its open entry by a class.
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if ((event.key === 'Enter' || event.key === ' ') && target.matches('div[class*="NavItem-link"]')) {
        event.preventDefault();
        (target as HTMLElement).click();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKey);
    };
  }, [ref]);
}
