// The blocks the always-loaded pages use (home, contact, privacy, cookie settings): they ship with the content-page
// code. The campaign pages' blocks (issue 8) are groups loaded on demand (./block-groups), so a visitor of the home
// page on one bar of signal never downloads the challenge page's carousel or the about page's flip cards. Labels
// and defaults come from the definitions (domain/blocks/kinds/core.ts); three kinds need the app's features and
// get their components here.
import { coreGroup } from '#domain/blocks/kinds/core';
import { registryOf, type BlockRegistry } from '../../components/blocks/block';
import { ContactForm } from '../../features/contact/contact-form';
import { coreComponents } from '../../blocks/core';
import { StudioMembershipTiers } from './membership-tiers';
import { CourseWeekGrid } from './course-week-grid';
// The shared layout kit's rules first, so a block's own rules (loaded with its group later) come after them.
import '../../components/layout/section.css';
import '../../components/layout/hero.css';
import '../../components/layout/card-grid.css';
import '../../components/layout/stat.css';
import '../../components/layout/call-to-action.css';
import '../../blocks/core/blocks.css';

export const coreBlocks: BlockRegistry = registryOf(coreGroup, {
  ...coreComponents,
  'membership-tiers': StudioMembershipTiers,
  'contact-form': ContactForm,
  'course-week-grid': CourseWeekGrid,
});
