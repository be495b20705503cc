// The studio's membership types (issue 19) where the marketing feature shows tiers: the tiers block of the
// public pages (its default source 'studio'; the server renders the public types into the page, so the studio's
// prices are there without client JS) and the dashboard of a member without a membership (the tiers and the way
// to a trial training, the funnel). The memberships feature reads the types; the marketing feature draws them.
import type { PropsOf } from '#domain/blocks/define';
import type { membershipTiersKind } from '#domain/blocks/kinds/core';
import { CONTRACT_BUTTONS } from '#domain/contracts/legal-texts';
import { Button } from '../../components/ui/button';
import { FunnelProvider, useFunnel } from '../../features/marketing/registry';
import { MembershipTiers } from '../../features/marketing/tiers/membership-tiers';
import { TierCard, tierOfType, type TierView } from '../../features/marketing/tiers/tier-card';
import { usePublicMembershipTypes } from '../../features/memberships/api/get-public-types';

/** The studio's tiers: the types it lists publicly, in their order. */
function useStudioTiers(enabled = true): readonly TierView[] | undefined {
  return usePublicMembershipTypes(enabled).data?.map(tierOfType);
}

/** The tiers block's component: the studio's types (or the block's own copy). */
export function StudioMembershipTiers(props: PropsOf<typeof membershipTiersKind>) {
  const tiers = useStudioTiers(props.source === 'studio');
  return <MembershipTiers {...props} tiers={tiers} />;
}

function TrialButton() {
  const funnel = useFunnel();
  return (
    <Button iconEnd="arrow-right" aria-haspopup="dialog" onClick={() => funnel.open()}>
      Probetraining vereinbaren
    </Button>
  );
}

/**
 * The dashboard of a member without a membership: the way to a trial training, then the studio's tiers, each
 * sold online with its checkout.
 */
export function MembershipOffer() {
  const tiers = useStudioTiers();
  return (
    <FunnelProvider>
      <div className="membership-offer">
        <TrialButton />
        {tiers && tiers.length > 0 && (
          <ul className="tiers tiers--compact" aria-label="Mitgliedschaften des Studios">
            {tiers.map((tier, index) => (
              <li key={tier.name}>
                <TierCard tier={tier} index={index}>
                  {/* Its checkout, for a type sold online (issue 37: the way forward of a refused booking). */}
                  {tier.joinHref && (
                    <div className="tier__actions">
                      <Button to={tier.joinHref} variant="outline" fullWidth>
                        {CONTRACT_BUTTONS.join}
                        <span className="visually-hidden"> ({tier.name})</span>
                      </Button>
                    </div>
                  )}
                </TierCard>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FunnelProvider>
  );
}

export default StudioMembershipTiers;
