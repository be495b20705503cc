// The studio's mark and name (STUDIO_NAME, its last word in the accent colour), linking to the start page.
import { Link } from '../lib/navigation';
import { STUDIO_NAME } from '#domain/constants';
import { paths } from '../config/paths';
import './brand-logo.css';

const words = STUDIO_NAME.split(' ');
const accentWord = words.length > 1 ? words.pop() : undefined;

export function BrandLogo({ tone = 'dark', to = paths.home }: { tone?: 'dark' | 'light'; to?: string }) {
  return (
    <Link to={to} className={`brand brand--${tone}`}>
      {/* The mark (public/favicon.svg) comes with the stylesheet (tools/build/plugins/icon-masks.ts): no request of its own. */}
      <span className="brand__mark" aria-hidden="true" />
      <span className="brand__name">
        {words.join(' ')}
        {accentWord && (
          <>
            {' '}
            <span className="brand__accent">{accentWord}</span>
          </>
        )}
      </span>
      <span className="visually-hidden"> – zur Startseite</span>
    </Link>
  );
}
