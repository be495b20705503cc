// The public site's footer: who we are, opening hours (seed 002 §9), and the studio and legal links.
import { Link } from 'react-router-dom';
import { STUDIO_NAME } from '#domain/constants';
import { BrandLogo } from '../../components/brand-logo';
import { Icon } from '../../components/ui/icon';
import { FOOTER_LEGAL_NAV, FOOTER_STUDIO_NAV, OPENING_HOURS, STUDIO_DESCRIPTION } from '../../content/studio';
import './site-footer.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <BrandLogo tone="light" />
          <p>{STUDIO_DESCRIPTION}</p>
        </div>

        <section className="site-footer__section" aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__heading">
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
        </section>

        <nav className="site-footer__section" aria-label="Studio">
          <h2 className="site-footer__heading">Studio</h2>
          <ul className="site-footer__links">
            {FOOTER_STUDIO_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__section" aria-label="Rechtliches">
          <h2 className="site-footer__heading">Rechtliches</h2>
          <ul className="site-footer__links">
            {FOOTER_LEGAL_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {STUDIO_NAME}
        </p>
      </div>
    </footer>
  );
}
