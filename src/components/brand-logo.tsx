// The studio's mark and name (STUDIO_NAME, its last word in the accent colour), linking to the start page.
import { Link } from 'react-router-dom';
import { STUDIO_NAME } from '#domain/constants';
import { paths } from '../config/paths';
import './brand-logo.css';

const words = STUDIO_NAME.split(' ');
const accentWord = words.length > 1 ? words.pop() : undefined;

export function BrandLogo({ tone = 'dark', to = paths.home }: { tone?: 'dark' | 'light'; to?: string }) {
  return (
    <Link to={to} className={`brand brand--${tone}`}>
      <img src="/favicon.svg" alt="" width="36" height="36" className="brand__mark" />
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
