// The public site's header in the app: the published menus (decision 0152) and the session's account actions
// (the auth feature's UserMenu: 'Anmelden', or the member's first name with their links) in ./site-header-bar.
// A visitor's page of islands (decision 0183) has ./visitor-header instead: the same bar, the menus as props.
import { UserMenu } from '../../features/auth/components/user-menu';
import { useSession } from '../../features/auth/session-store';
import { useSiteMenus } from '../../features/menus/api/get-menus';
import { SiteHeaderBar } from './site-header-bar';

export function SiteHeader() {
  const signedOut = useSession((state) => state.status === 'signedOut');
  const { main } = useSiteMenus();
  return <SiteHeaderBar main={main} account={<UserMenu />} trial={signedOut} />;
}
