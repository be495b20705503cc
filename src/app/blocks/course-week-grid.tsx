// The current week's courses (seed 000 §2 grid), with the way to the full catalogue and the install offer. On a
// visitor's page of islands (decision 0183) the block is static HTML around two islands: the week, whose courses
// are links, hydrates on the first tap or focus inside it; the install offer, which needs the browser's own offer,
// when the browser is idle. In the app (a member: booking buttons) it renders as it is.
import type { PropsOf } from '#domain/blocks/define';
import type { courseWeekGridKind } from '#domain/blocks/kinds/core';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { isChain, useLocations } from '../../features/locations/api/get-locations';
import { InstallApp } from '../install-app';
import { Island } from '../islands/island';
import { BookableWeekGrid } from '../routes/booking-slot';

export function CourseWeekGrid({ subtitle, linkText, showInstall }: PropsOf<typeof courseWeekGridKind>) {
  // A chain's week hydrates at once: the remembered location replaces every location's week (issue 34).
  const chain = isChain(useLocations());
  return (
    <div className="section section--schedule">
      <div className="container home-schedule">
        <Island kind="@week" props={{ headerSubtitle: subtitle }} when={chain ? 'load' : 'interaction'}>
          <BookableWeekGrid headerSubtitle={subtitle} />
        </Island>
        <div className="home-schedule__footer">
          <Button to={paths.courses} variant="secondary" iconEnd="arrow-right">
            {linkText}
          </Button>
        </div>
        {showInstall && (
          <Island kind="@install-app" props={{}} when="idle">
            <InstallApp />
          </Island>
        )}
      </div>
    </div>
  );
}
