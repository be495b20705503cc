// The start page: the home page document (src/content/pages/home.ts) — hero, the current week's courses, the
// membership tiers with the funnel, the FAQ, the contact call to action and the opening hours.
import { homePage } from '../../content/pages';
import { loadBlocksFor } from '../blocks/block-groups';
import { PageDocumentView } from '../blocks/page-document';

export function HomePage() {
  return <PageDocumentView page={homePage} />;
}

/** The block groups of the home page, loaded before it renders (as the content pages do). */
export async function homeLoader() {
  await loadBlocksFor(homePage.blocks.map((block) => block.type));
  return null;
}
