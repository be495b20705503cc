import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, fakeToken } from '../../../testing/fake-api';
import { sessionStore, setSession } from '../session-store';
import { UserMenu } from './user-menu';

function renderMenu(path = '/kurse') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <UserMenu />
    </MemoryRouter>,
  );
}

describe('UserMenu', () => {
  it("offers 'Anmelden' when signed out, coming back to this page afterwards", () => {
    sessionStore.setState({ status: 'signedOut' });
    renderMenu('/kurse?level=beginner');
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fkurse%3Flevel%3Dbeginner',
    );
  });

  it('shows nothing to click while the session is restored', () => {
    renderMenu();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the member's first name and their links (listed open in the phone drawer)", () => {
    setSession({ token: fakeToken(), user: MEMBER });
    renderMenu();
    expect(screen.getByText('Angemeldet als').textContent).toBe('Angemeldet als Max');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('link', { name: 'Profil' }).getAttribute('href')).toBe('/user/profile');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Verwaltung' })).toBeNull();
  });

  it('on a desktop the name is a button: it opens the menu, Escape closes it and focus returns', async () => {
    setSession({ token: fakeToken(), user: MEMBER });
    renderMenu();
    // jsdom applies no media queries, so the desktop-only button counts as hidden here.
    // (Nor does it name hidden elements; the e2e tests find it as 'Konto von Max'.)
    const button = screen.getAllByRole('button', { hidden: true })[0]!;
    expect(button.textContent).toBe('Konto von Max');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('gives an admin the way to the admin area', () => {
    setSession({ token: fakeToken(), user: ADMIN });
    renderMenu();
    expect(screen.getByRole('link', { name: 'Verwaltung' }).getAttribute('href')).toBe('/admin');
  });
});
