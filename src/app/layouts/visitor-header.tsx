// A visitor's header on a page of islands (decision 0183): the bar with the published menus as props and
// 'Anmelden', so its island loads neither the query cache nor the session (a signed-in member gets the app).
import type { MenuLink } from '#domain/menus/menus';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { SiteHeaderBar } from './site-header-bar';

export function VisitorHeader({ main }: { main: readonly MenuLink[] }) {
  return <SiteHeaderBar main={main} account={<SignInButton />} trial />;
}
