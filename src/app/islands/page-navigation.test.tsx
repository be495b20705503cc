// An island's links and navigation (decision 0212): the router's markup without the router, a query changed on
// the same page goes into the history and re-renders the island, and the frame's navigation wins over the app's.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, useLocation, useSearchParams } from '../../lib/navigation';
import { PageNavigation } from './page-navigation';

function Filter() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <button type="button" onClick={() => setParams(new URLSearchParams({ kategorie: 'hiit' }))}>
      {pathname}:{params.get('kategorie') ?? 'alle'}
    </button>
  );
}

describe("an island's navigation", () => {
  it("renders the router's link markup, NavLink's active state included", () => {
    render(
      <PageNavigation url="/kurse/hiit?x=1">
        <Link to="/kontakt">Kontakt</Link>
        <NavLink to="/kurse">Kurse</NavLink>
        <NavLink to="/kurse" end>
          Nur Kurse
        </NavLink>
        <Link to="https://example.org/">Extern</Link>
      </PageNavigation>,
    );
    const contact = screen.getByRole('link', { name: 'Kontakt' });
    expect(contact.getAttribute('href')).toBe('/kontakt');
    expect(contact.getAttribute('data-discover')).toBe('true');
    expect(screen.getByRole('link', { name: 'Kurse' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Kurse' }).className).toBe('active');
    expect(screen.getByRole('link', { name: 'Nur Kurse' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Extern' }).getAttribute('data-discover')).toBeNull();
  });

  it('a query changed on the same page goes into the history and re-renders the island', () => {
    window.history.replaceState(null, '', '/kurse');
    render(
      <PageNavigation url="/kurse">
        <Filter />
      </PageNavigation>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('/kurse:alle');
    act(() => fireEvent.click(button));
    expect(button.textContent).toBe('/kurse:hiit');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/kurse?kategorie=hiit');
  });
});
