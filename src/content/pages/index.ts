// Every page document reachable at /{slug} (and '/' for the home page) until they come from the server.
import { datenschutzPage } from './datenschutz';
import { homePage } from './home';
import { kontaktPage } from './kontakt';
import { challengePage } from './challenge';
import { levelUpWeekPage } from './level-up-week';
import { ueberUnsPage } from './ueber-uns';
import type { PageDocument } from './types';

export type { BlockNode, BlockValue, PageDocument } from './types';
export { homePage };

export const PAGE_DOCUMENTS: readonly PageDocument[] = [
  homePage,
  kontaktPage,
  datenschutzPage,
  ueberUnsPage,
  challengePage,
  levelUpWeekPage,
];

export function findPageDocument(slug: string | undefined): PageDocument | undefined {
  return PAGE_DOCUMENTS.find((page) => page.slug === (slug || '/'));
}
