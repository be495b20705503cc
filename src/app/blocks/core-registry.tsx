// The blocks the always-loaded pages use (home, contact, privacy, cookie settings): they ship with the content-page
// code. The campaign pages' blocks (issue 8) are groups loaded on demand (./block-groups), so a visitor of the home
// page on one bar of signal never downloads the challenge page's carousel or the about page's flip cards.
import { defineBlock, type BlockRegistry } from '../../components/blocks/block';
import { contactFormBlock } from '../../features/contact/contact-form';
import { consentBlocks } from '../../components/consent/embed';
import { marketingBlocks } from '../../features/marketing/registry';
import { coreDefinedBlocks } from '../../blocks/core';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { courseWeekGridDefaults, type CourseWeekGridProps } from '../../content/blocks/courses';
import { InstallApp } from '../install-app';
import { studioMembershipTiersBlock } from '../membership-tiers';
import { BookableWeekGrid } from '../routes/booking-slot';
// The shared layout kit's rules first, so a block's own rules (loaded with its group later) come after them.
import '../../components/layout/section.css';
import '../../components/layout/hero.css';
import '../../components/layout/card-grid.css';
import '../../components/layout/stat.css';
import '../../components/layout/call-to-action.css';
import '../../features/marketing/blocks/blocks.css';

/** The current week's courses (seed 000 §2 grid), with the way to the full catalogue and the install offer. */
const courseWeekGridBlock = defineBlock<CourseWeekGridProps>({
  label: 'Kurse der Woche',
  defaults: courseWeekGridDefaults,
  component: ({ subtitle, linkText, showInstall }) => (
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
  ),
});

export const coreBlocks: BlockRegistry = {
  ...coreDefinedBlocks,
  ...marketingBlocks,
  'membership-tiers': studioMembershipTiersBlock,
  ...consentBlocks,
  'contact-form': contactFormBlock,
  'course-week-grid': courseWeekGridBlock,
};
