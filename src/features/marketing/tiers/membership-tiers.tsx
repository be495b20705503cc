// The membership tiers section: by default the membership types the studio sells (issue 19: the app passes them
// in as `tiers`, read from the public API, so a price changed at the desk is the price on the page), else the
// seed's copy of CORE, HYBRID PRO and HIGH PERFORMER; each with a 'Probetraining' call to action that opens the
// recommendation funnel with that tier chosen (issue 37), and beside it, for a type sold online, 'Mitglied werden' (its checkout, issue 31).
import { funnelTier, TIER_NAMES } from '#domain/marketing/funnel';
import { CONTRACT_BUTTONS } from '#domain/contracts/legal-texts';
import type { PropsOf } from '#domain/blocks/define';
import type { membershipTiersKind } from '#domain/blocks/kinds/core';
import { Button } from '../../../components/ui/button';
import { TIERS_ANCHOR } from '../../../config/paths';
import { useFunnel } from '../funnel/funnel-context';
import { copyTier, TierCard, type TierView } from './tier-card';
import { SectionHead } from '../../../components/blocks/section-head';

const COPY_TIERS: readonly TierView[] = TIER_NAMES.map(copyTier);

/** The tier in the middle of the row is the highlighted one (HYBRID PRO in the seed's copy). */
const highlightedIndex = (count: number) => (count >= 3 ? 1 : -1);

export function MembershipTiers({
  eyebrow,
  title,
  subtitle,
  ctaText,
  funnelText,
  source,
  tiers,
}: PropsOf<typeof membershipTiersKind> & { tiers?: readonly TierView[] }) {
  const funnel = useFunnel();
  const shown = source === 'studio' && tiers && tiers.length > 0 ? tiers : COPY_TIERS;
  const highlighted = highlightedIndex(shown.length);
  return (
    <section className="section section--muted" id={TIERS_ANCHOR} aria-labelledby="tiers-heading">
      <div className="container">
        <SectionHead id="tiers-heading" eyebrow={eyebrow} title={title} intro={subtitle} />
        <ul className="tiers">
          {shown.map((tier, index) => (
            <li key={tier.name}>
              <TierCard tier={tier} index={index} highlighted={index === highlighted}>
                <div className="tier__actions">
                  {tier.joinHref && (
                    <Button
                      to={tier.joinHref}
                      variant={index === highlighted ? 'primary' : 'outline'}
                      fullWidth
                    >
                      {CONTRACT_BUTTONS.join}
                      <span className="visually-hidden"> ({tier.name})</span>
                    </Button>
                  )}
                  <Button
                    variant={tier.joinHref ? 'ghost' : index === highlighted ? 'primary' : 'outline'}
                    fullWidth
                    aria-haspopup="dialog"
                    onClick={() => funnel.open(funnelTier(tier.name))}
                  >
                    {ctaText}
                    <span className="visually-hidden"> ({tier.name})</span>
                  </Button>
                </div>
              </TierCard>
            </li>
          ))}
        </ul>
        <div className="tiers__funnel">
          <Button
            variant="gradient"
            size="lg"
            iconEnd="arrow-right"
            aria-haspopup="dialog"
            onClick={() => funnel.open()}
          >
            {funnelText}
          </Button>
        </div>
      </div>
    </section>
  );
}
