// The core group's components, one per kind of domain/blocks/kinds/core.ts; the type says which are missing.
import { coreGroup } from '#domain/blocks/kinds/core';
import { registryOf, type ComponentsOf } from '../../components/blocks/block';
import { OpeningHours } from './opening-hours';
import { PageHeaderBlock } from './page-header';
import { TemplateNotice } from './template-notice';

export const coreComponents: ComponentsOf<typeof coreGroup> = {
  'page-header': PageHeaderBlock,
  'opening-hours': OpeningHours,
  'template-notice': TemplateNotice,
};

export const coreDefinedBlocks = registryOf(coreGroup, coreComponents);
