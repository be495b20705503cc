// The pages an empty database starts with (decision 0130), each published as version 1 at server start
// (PagesService.seedIfEmpty). After that the database is the only source: edits happen in the admin.
import type { PageDocument } from '#domain/pages/document';
import { challengePage } from './challenge';
import { cookieSettingsPage } from './cookie-einstellungen';
import { datenschutzPage } from './datenschutz';
import { homePage } from './home';
import { impressumPage } from './impressum';
import { kontaktPage } from './kontakt';
import { levelUpWeekPage } from './level-up-week';
import { ueberUnsPage } from './ueber-uns';
import { agbPage } from './agb';
import { widerrufsbelehrungPage } from './widerrufsbelehrung';

/** The AGB and the Widerrufsbelehrung (issue 31): seeded also into a database that has pages already. */
export const LEGAL_SEED_PAGES: readonly PageDocument[] = [agbPage, widerrufsbelehrungPage];

export const SEED_PAGES: readonly PageDocument[] = [
  homePage,
  kontaktPage,
  ueberUnsPage,
  datenschutzPage,
  challengePage,
  levelUpWeekPage,
  cookieSettingsPage,
  impressumPage,
  ...LEGAL_SEED_PAGES,
];
