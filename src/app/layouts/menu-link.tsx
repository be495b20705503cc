// One link of a content menu (decision 0152): a site path is a router link (NavLink in the header, so the current
// page is marked), an https link to another site a plain link that opens it in a new tab.
import type { ReactNode } from 'react';
import { Link, NavLink } from '../../lib/navigation';
import { isExternalMenuHref } from '#domain/menus/menu-link';
import type { MenuLink } from '#domain/menus/menus';

export function MenuLinkItem({
  link,
  className,
  nav = false,
}: {
  link: MenuLink;
  className?: string;
  /** Marks the link of the current page (aria-current), as the header's navigation does. */
  nav?: boolean;
}): ReactNode {
  if (isExternalMenuHref(link.href))
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (öffnet eine andere Website)</span>
      </a>
    );
  return nav ? (
    <NavLink to={link.href} className={className}>
      {link.label}
    </NavLink>
  ) : (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}
