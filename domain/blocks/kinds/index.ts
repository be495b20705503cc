// Every group of block kinds (decision 0171). The catalogue the server validates with, the page editor's Puck
// config, the public registry and the lazy groups are all derived from this list: a new kind is added to its
// group's file, a new group here.
import type { KindDefinition, KindGroup } from '../define';
import { aboutGroup } from './about';
import { campaignQuizGroup } from './campaign-quiz';
import { challengeGroup } from './challenge';
import { consentSettingsGroup } from './consent-settings';
import { contentBlocksGroup } from './content-blocks';
import { coreGroup } from './core';
import { levelUpGroup } from './level-up';
import { resultsGalleryGroup } from './results-gallery';

export const KIND_GROUPS = [
  coreGroup,
  contentBlocksGroup,
  challengeGroup,
  campaignQuizGroup,
  resultsGalleryGroup,
  aboutGroup,
  levelUpGroup,
  consentSettingsGroup,
] as const satisfies readonly KindGroup[];

export type GroupName = (typeof KIND_GROUPS)[number]['name'];

/** Every definition by its key. */
export const KIND_DEFINITIONS: Readonly<Record<string, KindDefinition>> = Object.fromEntries(
  KIND_GROUPS.flatMap((group) => group.kinds.map((kind) => [kind.key, kind as KindDefinition])),
);

/** Kind key → the name of its group (the client's lazy chunks are loaded by it). */
export function kindGroups(): Record<string, string> {
  return Object.fromEntries(
    KIND_GROUPS.flatMap((group) => group.kinds.map((kind) => [kind.key, group.name])),
  );
}
