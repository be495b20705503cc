// The blocks the always-loaded pages use (home, contact, privacy, cookie settings): they ship with the content-page
// code. The campaign pages' blocks (issue 8) are groups loaded on demand (./block-groups), so a visitor of the home
// page on one bar of signal never downloads the challenge page's carousel or the about page's flip cards. Labels
// and defaults come from the definitions (domain/blocks/kinds/core.ts); three kinds need the app's features and
// get their components here.
import type { PropsOf } from '#domain/blocks/define';
import { coreGroup, type courseWeekGridKind } from '#domain/blocks/kinds/core';
import { registryOf, type BlockRegistry } from '../../components/blocks/block';
import { ContactForm } from '../../features/contact/contact-form';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { coreComponents } from '../../blocks/core';
import { InstallApp } from '../install-app';
import { StudioMembershipTiers } from '../membership-tiers';
import { BookableWeekGrid } from '../routes/booking-slot';
// The shared layout kit's rules first, so a block's own rules (loaded with its group later) come after them.
import '../../components/layout/section.css';
import '../../components/layout/hero.css';
import '../../components/layout/card-grid.css';
import '../../components/layout/stat.css';
import '../../components/layout/call-to-action.css';
import '../../blocks/core/blocks.css';

/** The current week's courses (seed 000 §2 grid), with the way to the full catalogue and the install offer. */
function CourseWeekGrid({ subtitle, linkText, showInstall }: PropsOf<typeof courseWeekGridKind>) {
  return (
    <div className="section section--schedule">
      <div className="container home-schedule">
        <BookableWeekGrid headerSubtitle={subtitle} />
        <div className="home-schedule__footer">
          <Button to={paths.courses} variant="secondary" iconEnd="arrow-right">
            {linkText}
          </Button>
        </div>
        {showInstall && <InstallApp />}
      </div>
    </div>
  );
}

export const coreBlocks: BlockRegistry = registryOf(coreGroup, {
  ...coreComponents,
  'membership-tiers': StudioMembershipTiers,
  'contact-form': ContactForm,
  'course-week-grid': CourseWeekGrid,
});
