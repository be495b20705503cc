// The start page: the page 'home' of the database (seeded from server/db/seed-pages/home.ts) — hero, the current
// week's courses, the membership tiers with the funnel, the FAQ, the contact call to action and the opening hours.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { HOME_SLUG } from '#domain/pages/public-page';
import { loadPublishedPage, PublishedPage } from './published-page';

export function HomePage() {
  return <PublishedPage slug={HOME_SLUG} />;
}

/** The page and its block groups, loaded before it renders (as the content pages do). */
export function homeLoader({ context }: LoaderFunctionArgs) {
  return loadPublishedPage(HOME_SLUG, context);
}
