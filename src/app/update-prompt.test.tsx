import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announceUpdate, updateStore } from '../lib/pwa';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  beforeEach(() => {
    updateStore.setState({ updateAvailable: false, updating: false });
  });

  it('stays empty while there is no new version', () => {
    render(<UpdatePrompt onUpdate={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers the update and does nothing until the user taps', async () => {
    const onUpdate = vi.fn();
    render(<UpdatePrompt onUpdate={onUpdate} />);
    act(() => announceUpdate());
    expect(screen.getByText('Neue Version verfügbar')).toBeTruthy();
    expect(onUpdate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Jetzt aktualisieren' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('can be put off with "Später"', async () => {
    render(<UpdatePrompt onUpdate={vi.fn()} />);
    act(() => announceUpdate());
    await userEvent.click(screen.getByRole('button', { name: 'Später' }));
    expect(screen.queryByText('Neue Version verfügbar')).toBeNull();
  });
});
