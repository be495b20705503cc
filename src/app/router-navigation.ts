// The app's links and navigation (decision 0212): src/lib/navigation.ts's helpers, wired to React Router where the
// app starts (src/main.tsx, src/entry-server.tsx, the ui tests' setup). An island's frame provides its own.
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Navigate, Navigation } from '../lib/navigation';

export const routerNavigation: Navigation = {
  Link,
  NavLink,
  useLocation,
  useNavigate(): Navigate {
    const navigate = useNavigate();
    return (to, options) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, options);
    };
  },
  useSearchParams,
};
