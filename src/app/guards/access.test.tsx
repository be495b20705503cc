import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { User } from '#domain/schemas/users';
import {
  sessionStore,
  setSession,
  setUnverifiedSession,
  type SessionState,
} from '../../features/auth/session-store';
import { createQueryClient } from '../../lib/query-client';
import { ADMIN, MEMBER, fakeToken } from '../../testing/fake-api';
import { AppProvider } from '../provider';
import { appRoutes } from '../router';
import { decideAccess } from './access';

type Session = Pick<SessionState, 'status' | 'user' | 'signingOut'>;
const signedIn = (user: User): Session => ({ status: 'signedIn', user, signingOut: false });
const signedOut: Session = { status: 'signedOut', user: null, signingOut: false };

describe('decideAccess', () => {
  it('waits while the session is being restored, instead of redirecting', () => {
    expect(decideAccess({ status: 'restoring', user: null, signingOut: false }, 'login', '/user')).toEqual({
      kind: 'wait',
    });
  });

  it('keeps the page during the sign-out delay, then waits while the sign-out goes to / itself', () => {
    expect(decideAccess({ ...signedIn(MEMBER), signingOut: true }, 'login', '/user')).toEqual({
      kind: 'allow',
    });
    expect(decideAccess({ ...signedOut, signingOut: true }, 'login', '/user')).toEqual({ kind: 'wait' });
  });

  it('sends a signed-out visitor to the sign-in page with the address and its query to come back to', () => {
    expect(decideAccess(signedOut, 'login', '/user/profile?tab=passwort')).toEqual({
      kind: 'login',
      to: '/auth/login?redirect=%2Fuser%2Fprofile%3Ftab%3Dpasswort',
    });
    expect(decideAccess(signedOut, 'Admin', '/admin/courses')).toEqual({
      kind: 'login',
      to: '/auth/login?redirect=%2Fadmin%2Fcourses',
    });
  });

  it('after a sign-out started on the page, sends to the start page rather than the sign-in page', () => {
    expect(decideAccess(signedOut, 'login', '/user/profile', true)).toEqual({ kind: 'home', to: '/' });
  });

  it('lets any signed-in user into the /user pages', () => {
    for (const roles of [['User'], ['Trainer'], ['Admin']] as const) {
      expect(decideAccess(signedIn({ ...MEMBER, roles: [...roles] }), 'login', '/user').kind).toBe('allow');
    }
  });

  it('lets only an admin into /admin, whatever the case of the role', () => {
    expect(decideAccess(signedIn(ADMIN), 'Admin', '/admin').kind).toBe('allow');
    // Roles are compared case-insensitively (DECISIONS), even if a record arrives uncanonical.
    const lowercase = { ...ADMIN, roles: ['admin'] } as unknown as User;
    expect(decideAccess(signedIn(lowercase), 'Admin', '/admin').kind).toBe('allow');
    expect(decideAccess(signedIn(MEMBER), 'Admin', '/admin').kind).toBe('forbidden');
    expect(decideAccess(signedIn({ ...MEMBER, roles: ['Trainer'] }), 'Admin', '/admin').kind).toBe(
      'forbidden',
    );
  });

  it('lets a trainer and an admin into the check-in view, not a member', () => {
    const trainer = { ...MEMBER, roles: ['Trainer'] } as User;
    expect(decideAccess(signedIn(trainer), 'Trainer', '/check-in').kind).toBe('allow');
    expect(decideAccess(signedIn(ADMIN), 'Trainer', '/check-in').kind).toBe('allow');
    expect(decideAccess(signedIn(MEMBER), 'Trainer', '/check-in').kind).toBe('forbidden');
  });

  it("lets a manager into the desk's /admin pages and the check-in view, not the chain-wide ones (issue 34)", () => {
    const manager = { ...MEMBER, roles: ['Manager'] } as User;
    expect(decideAccess(signedIn(manager), 'Manager', '/admin/participants').kind).toBe('allow');
    expect(decideAccess(signedIn(manager), 'Trainer', '/check-in').kind).toBe('allow');
    expect(decideAccess(signedIn(manager), 'Admin', '/admin/billing').kind).toBe('forbidden');
    expect(decideAccess(signedIn(ADMIN), 'Manager', '/admin').kind).toBe('allow');
    expect(decideAccess(signedIn(MEMBER), 'Manager', '/admin').kind).toBe('forbidden');
  });
});

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('the guarded routes', () => {
  it('show a member the 403 page for /admin, in the site layout', async () => {
    setSession({ token: fakeToken(), user: MEMBER });
    renderApp('/admin');
    expect(await screen.findByText('Zugriff verweigert.')).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Verwaltung' })).toBeNull();
  });

  it('show an admin the admin dashboard', async () => {
    setSession({ token: fakeToken(), user: ADMIN });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio-Übersicht' })).toBeTruthy();
  });

  it('send a signed-out visitor of /user/profile to the sign-in page', async () => {
    sessionStore.setState({ status: 'signedOut' });
    const router = renderApp('/user/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/auth/login?redirect=%2Fuser%2Fprofile',
    );
  });

  it('show the loader, not the sign-in page, while the session is restored', async () => {
    sessionStore.setState({ status: 'restoring' });
    const router = renderApp('/user');
    expect(await screen.findByText('Wird geladen…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
  });

  it('let a member restored offline (unverified) see the dashboard with the cached name', async () => {
    setUnverifiedSession(MEMBER);
    renderApp('/user');
    // The member's dashboard is a lazy route: its first import transforms its whole module graph, 1–3.5 s on this
    // machine beside the other ui files (decision 0230), more than findBy's 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Hallo Max/)).toBeTruthy();
    expect(screen.getByText(/Deine Anmeldung wird bestätigt/)).toBeTruthy();
  });
});
