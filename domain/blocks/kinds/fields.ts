// Every kind's editor fields by its key (decision 0217): what the page editor shows for each prop and what the
// server accepts in a saved document, read through ../catalogue. The definitions (./index) hold what a public page
// needs; this list of the groups' fields modules is the editor's and the server's, never a public page's. The type
// asks for every group of ./index and every kind of it: a new group or kind without its fields does not compile.
import type { Fields } from '../field-spec';
import type { KIND_GROUPS } from './index';
import { aboutFields } from './about.fields';
import { campaignQuizFields } from './campaign-quiz.fields';
import { challengeFields } from './challenge.fields';
import { consentSettingsFields } from './consent-settings.fields';
import { contentBlocksFields } from './content-blocks.fields';
import { coreFields } from './core.fields';
import { levelUpFields } from './level-up.fields';
import { resultsGalleryFields } from './results-gallery.fields';

type Group = (typeof KIND_GROUPS)[number];

/** Each group's fields by the group's name: one entry per group, one per kind of it. */
const FIELDS_OF_GROUP: { [G in Group as G['name']]: Record<G['kinds'][number]['key'], Fields> } = {
  core: coreFields,
  'content-blocks': contentBlocksFields,
  challenge: challengeFields,
  'campaign-quiz': campaignQuizFields,
  'results-gallery': resultsGalleryFields,
  about: aboutFields,
  'level-up': levelUpFields,
  'consent-settings': consentSettingsFields,
};

/** Every kind's editor fields, by the kind's key. */
export const KIND_FIELDS: Readonly<Record<string, Fields>> = Object.assign(
  {},
  ...Object.values(FIELDS_OF_GROUP),
);
