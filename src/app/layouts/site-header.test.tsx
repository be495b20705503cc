import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MENUS, type SiteMenus } from '#domain/menus/menus';
import { menuKeys } from '../../features/menus/api/keys';
import { SiteHeader } from './site-header';

function renderHeader(menus?: SiteMenus) {
  const user = userEvent.setup();
  // Without published menus (nothing is fetched here) the header shows today's menus (DEFAULT_MENUS).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (menus) client.setQueryData(menuKeys.published(), { menus, version: 2 });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </QueryClientProvider>,
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

  it('shows the published main navigation, a site page as a router link and an https link as leaving the site', () => {
    const { nav } = renderHeader({
      ...DEFAULT_MENUS,
      main: [
        { label: 'Yoga-Special', href: '/yoga-special' },
        { label: 'Partner', href: 'https://physio.example/' },
      ],
    });
    const links = [...nav.querySelectorAll('.site-nav__list a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/yoga-special',
      'https://physio.example/',
    ]);
    // The closed drawer is out of the accessibility tree here, so the links are read from the DOM.
    const partner = links[1]!;
    expect(partner.textContent).toBe('Partner (öffnet eine andere Website)');
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(links.map((link) => link.textContent)).not.toContain('Kurse');
  });
});
