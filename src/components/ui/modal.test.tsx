import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Harness({ closeOnBackdrop, onClose }: { closeOnBackdrop?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Details öffnen
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Kursdetails"
        closeOnBackdrop={closeOnBackdrop}
        footer={<button type="button">Buchen</button>}
      >
        <p>Beschreibung</p>
        <a href="/kurse">Alle Kurse</a>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Details öffnen' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is a modal dialog labelled by its title', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const labelId = dialog.getAttribute('aria-labelledby');
    expect(labelId).toBeTruthy();
    expect(document.getElementById(labelId ?? '')?.textContent).toBe('Kursdetails');
    expect(screen.getByRole('dialog', { name: 'Kursdetails' })).toBe(dialog);
  });

  it('closes on Escape', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByText('Beschreibung'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const backdrop = dialog.parentElement as HTMLElement;
    expect(backdrop.hasAttribute('data-modal-backdrop')).toBe(true);
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    const { dialog } = await openModal();
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(screen.getByText('Beschreibung'));
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('stays open on a backdrop click when closeOnBackdrop is false', async () => {
    const { user, dialog } = await openModal({ closeOnBackdrop: false });
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open and restores the previous value', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const { user, dialog } = await openModal();
    const close = screen.getByRole('button', { name: 'Schließen' });
    const link = screen.getByRole('link', { name: 'Alle Kurse' });
    const book = screen.getByRole('button', { name: 'Buchen' });
    expect(document.activeElement).toBe(close);

    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.tab();
    expect(document.activeElement).toBe(book);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(book);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('gives focus back to the opener when it closes', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('answers Escape only in the innermost of two open modals', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <>
        <Modal open onClose={outerClose} title="Außen">
          <p>Außen</p>
        </Modal>
        <Modal open onClose={innerClose} title="Innen">
          <p>Innen</p>
        </Modal>
      </>,
    );
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
