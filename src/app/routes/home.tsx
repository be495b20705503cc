// The start page: the home page document (src/content/pages/home.ts) — hero, the current week's courses, the
// membership tiers with the funnel, the FAQ, the contact call to action and the opening hours.
import { homePage } from '../../content/pages';
import { PageDocumentView } from '../blocks/page-document';

export function HomePage() {
  return <PageDocumentView page={homePage} />;
}
