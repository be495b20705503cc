// 'Anmelden' in the header: to the sign-in, and back to this page afterwards unless it is the start page.
import { useLocation } from '../../../lib/navigation';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function SignInButton() {
  const { pathname, search } = useLocation();
  const redirect = pathname === paths.home ? undefined : pathname + search;
  return (
    <Button to={paths.login(redirect)} variant="ghost" iconStart="user">
      Anmelden
    </Button>
  );
}
