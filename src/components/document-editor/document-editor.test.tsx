import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentEditor, type DocumentEditorProps } from './document-editor';
import { useKeptCopy } from './use-kept-copy';

// jsdom has no constructed stylesheets; what the shell injects is not what these tests look at.
vi.mock('../../lib/injected-styles', () => ({ useInjectedStyles: () => undefined }));

const KEY = 'test-editor:eins';
const isText = (value: unknown): value is string => typeof value === 'string';

/** An editor of one text whose saved state is `saved`, with the shell's kept copy. */
function TextEditor({ saved, onSave }: { saved: string; onSave?: () => void }) {
  const [text, setText] = useState(saved);
  const kept = useKeptCopy(KEY, isText, (value) => value !== saved);
  const dirty = text !== saved;
  return (
    <DocumentEditor
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        kept.forget();
        onSave?.();
      }}
      className="test-editor"
      visitors="lesen"
      leaveDialog={null}
      status={<span>{dirty ? 'ungespeichert' : 'gespeichert'}</span>}
      toolbarLabel="Test"
      save={{ disabled: !dirty }}
      preview={null}
      messages={null}
      kept={
        kept.offered && {
          savedAt: kept.offered.savedAt,
          onRestore: () => {
            setText(kept.offered!.value);
            kept.offer(undefined);
          },
          onDiscard: kept.forget,
        }
      }
    >
      <label>
        Text
        <input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            kept.keep(event.target.value !== saved ? event.target.value : undefined);
          }}
        />
      </label>
    </DocumentEditor>
  );
}

describe('the document editor shell', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date('2026-11-26T13:03:00.000Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the working copy a little behind the typing and drops a pending copy once nothing is unsaved', () => {
    render(<TextEditor saved="alt" />);
    const field = screen.getByLabelText('Text');
    fireEvent.change(field, { target: { value: 'neu' } });
    act(() => vi.advanceTimersByTime(399));
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      value: 'neu',
      savedAt: '2026-11-26T13:03:00.400Z',
    });
    fireEvent.change(field, { target: { value: 'neuer' } });
    fireEvent.change(field, { target: { value: 'alt' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(JSON.parse(localStorage.getItem(KEY)!).value).toBe('neu');
  });

  it('offers a kept copy that differs from the saved state, restores it, and forgets it after a save', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ value: 'im Tab vergessen', savedAt: '2026-11-26T13:03:00.000Z' }),
    );
    const onSave = vi.fn();
    render(<TextEditor saved="alt" onSave={onSave} />);
    const kept = screen.getByRole('region', { name: 'Gesicherte Fassung' });
    expect(kept?.textContent).toContain('Nicht gespeicherte Änderungen vom 26.11., 14:03 wiederherstellen?');
    fireEvent.click(within(kept).getByRole('button', { name: 'Wiederherstellen' }));
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('im Tab vergessen');
    expect(screen.queryByRole('region', { name: 'Gesicherte Fassung' })).toBeNull();
    // 'Entwurf speichern' is the form's submit.
    fireEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('offers no copy equal to the saved state, and discards one on request', () => {
    localStorage.setItem(KEY, JSON.stringify({ value: 'alt', savedAt: '2026-11-26T13:03:00.000Z' }));
    const { unmount } = render(<TextEditor saved="alt" />);
    expect(screen.queryByRole('region', { name: 'Gesicherte Fassung' })).toBeNull();
    unmount();
    localStorage.setItem(KEY, JSON.stringify({ value: 'anders', savedAt: '2026-11-26T13:03:00.000Z' }));
    render(<TextEditor saved="alt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(screen.queryByRole('region', { name: 'Gesicherte Fassung' })).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('the version list', () => {
  const base: DocumentEditorProps = {
    className: 'test-editor',
    visitors: 'sehen',
    leaveDialog: null,
    status: null,
    toolbarLabel: 'Seite',
    save: { onClick: () => undefined },
    preview: null,
    messages: null,
    children: null,
  };
  const items = [
    { version: 3, action: 'saved', author: 'Alex Admin', createdAt: '2026-11-26T13:03:00.000Z' },
    { version: 2, action: 'published', author: null, createdAt: '2026-11-25T08:00:00.000Z' },
    { version: 1, action: 'seeded', createdAt: '2026-11-01T08:00:00.000Z' },
  ];

  function Harness({ live, onRestore }: { live: number | null; onRestore: (version: number) => void }) {
    const [shown, setShown] = useState(false);
    return (
      <DocumentEditor
        {...base}
        versions={{
          shown,
          onToggle: () => setShown((value) => !value),
          list: { isPending: false, isError: false, error: null, data: { items } },
          live,
          draft: 3,
          busy: false,
          onRestore,
        }}
      />
    );
  }

  it('opens from the bar and says in words which version visitors get and which is the draft', () => {
    const onRestore = vi.fn();
    render(<Harness live={2} onRestore={onRestore} />);
    const toggle = screen.getByRole('button', { name: 'Versionen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('region', { name: 'Versionen' });
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    const [third, second, first] = within(list).getAllByRole('listitem');
    expect(third?.textContent).toContain('Version 3 · gespeichert · Alex Admin · 26.11.2026, 14:03');
    expect(third?.textContent).toContain('Entwurf – wird gerade bearbeitet');
    expect(within(third!).queryByRole('button')).toBeNull();
    expect(second?.textContent).toContain('live – Besucher sehen diese Version');
    expect(first?.textContent).toContain('Version 1 · angelegt (Startinhalt) · 01.11.2026, 09:00');
    fireEvent.click(within(list).getByRole('button', { name: 'Version 1 wiederherstellen' }));
    expect(onRestore).toHaveBeenCalledWith(1);
  });

  it('shows no live version while nothing is published, and offers no publish or withdraw not handed in', () => {
    render(<Harness live={null} onRestore={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Versionen' }));
    expect(screen.queryByText(/^live –/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'Seite' })).toBeTruthy();
  });
});
