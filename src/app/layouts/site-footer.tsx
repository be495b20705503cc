// The public site's footer: who we are, opening hours (seed 002 §9), and the link groups (content: the published
// menus, decision 0152), each group a navigation landmark named by its heading. The opening hours are no landmark
// of their own: the contact and home pages have a section 'Öffnungszeiten', and two regions of one name confuse.
// The contract links are fixed, not menu items (issue 31): § 312k BGB wants 'Verträge hier kündigen' reachable
// at all times and § 356a BGB the withdrawal function, so an editor cannot remove them; being part of the
// layout they are in the server's HTML of every public page, on pages of islands and in the installed app.
import { Link } from 'react-router-dom';
import { STUDIO_NAME } from '#domain/constants';
import { CONTRACT_BUTTONS } from '#domain/contracts/legal-texts';
import { paths } from '../../config/paths';
import { BrandLogo } from '../../components/brand-logo';
import { Icon } from '../../components/ui/icon';
import { OPENING_HOURS, STUDIO_DESCRIPTION } from '#domain/content/studio';
import { useSiteMenus } from '../../features/menus/api/get-menus';
import { MenuLinkItem } from './menu-link';
import './site-footer.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { footer } = useSiteMenus();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <BrandLogo tone="light" />
          <p>{STUDIO_DESCRIPTION}</p>
        </div>

        <div className="site-footer__section">
          <h2 className="site-footer__heading">
            <Icon name="clock" /> Öffnungszeiten
          </h2>
          <dl className="site-footer__hours">
            {OPENING_HOURS.map((entry) => (
              <div key={entry.days} className="site-footer__hours-row">
                <dt>
                  <abbr title={entry.daysLong}>{entry.days}</abbr>
                </dt>
                <dd>{entry.time}</dd>
              </div>
            ))}
          </dl>
        </div>

        {footer.map((group, groupIndex) => (
          <nav key={`${groupIndex}-${group.title}`} className="site-footer__section" aria-label={group.title}>
            <h2 className="site-footer__heading">{group.title}</h2>
            <ul className="site-footer__links">
              {group.items.map((item, index) => (
                <li key={`${index}-${item.href}`}>
                  <MenuLinkItem link={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {STUDIO_NAME}
        </p>
        <nav aria-label="Verträge">
          <ul className="site-footer__contract-links">
            <li>
              <Link to={paths.cancelContracts}>{CONTRACT_BUTTONS.cancelLink}</Link>
            </li>
            <li>
              <Link to={paths.withdraw}>{CONTRACT_BUTTONS.withdraw}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
