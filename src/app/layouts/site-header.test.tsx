import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

function renderHeader() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Menü' });
  const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  return { user, button, nav };
}

describe('SiteHeader', () => {
  it('has a menu button that controls the main navigation', () => {
    const { button, nav } = renderHeader();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
  });

  it('opens and closes the menu with the keyboard, and Escape returns focus to the button', async () => {
    const { user, button } = renderHeader();
    await user.tab(); // brand link
    await user.tab();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Kurse');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the menu when a link is followed', async () => {
    const { user, button } = renderHeader();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
