// Test-only, the control of tests/api/credit-processes.test.ts (issue 36): the API server exactly as
// server/main.ts starts it, except that a member's own booking decides with the memberships read before its
// transaction, without the member's lock and without reading them again under it (decision 0140 says why the
// real booking must not). It shows that the two-process credit race can fail. Only the tests start it.
import { effectiveCategory } from '#domain/courses/expand';
import { decideEntitlement, type EntitlementMembership } from '#domain/memberships/entitlement';
import { EntitlementService } from '../../server/modules/memberships/entitlement.service';

/** Any await between reading the credit and writing the booking lets the other process read the same credit. */
const HOLD_MS = 50;

const entitlement = EntitlementService.prototype.entitlement;
EntitlementService.prototype.entitlement = async function (
  trx,
  userId,
  session,
  now,
  settings,
  options = {},
) {
  // A booking passes its lock and what it read before; the waitlist's promotion (neither) stays as it is.
  if (!options.lock || !options.known) {
    return entitlement.call(this, trx, userId, session, now, settings, options);
  }
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  return decideEntitlement({
    session: {
      startTime: new Date(session.scheduledAt).toISOString(),
      category: effectiveCategory({ title: session.courseTitle, category: session.courseCategory }),
    },
    memberships: options.known as EntitlementMembership[],
    countedBookings: [],
    upcomingCount: 0,
    blockedUntil: null,
    settings,
    now,
  });
};

await import('../../server/main');
