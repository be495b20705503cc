// The membership tiers section: CORE, HYBRID PRO, HIGH PERFORMER, each with a 'Probetraining' call to action that
// opens the recommendation funnel.
import { TIER_NAMES } from '#domain/marketing/funnel';
import { defineBlock } from '../../../components/blocks/block';
import { Button } from '../../../components/ui/button';
import { useFunnel } from '../funnel/funnel-context';
import { TierCard } from './tier-card';
import { SectionHead } from '../../../components/blocks/section-head';
import { membershipTiersDefaults } from '../../../content/blocks/marketing';

export interface MembershipTiersProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  ctaText: string;
  funnelText: string;
}

export function MembershipTiers({ eyebrow, title, subtitle, ctaText, funnelText }: MembershipTiersProps) {
  const funnel = useFunnel();
  return (
    <section className="section section--muted" id="mitgliedschaft" aria-labelledby="tiers-heading">
      <div className="container">
        <SectionHead id="tiers-heading" eyebrow={eyebrow} title={title} intro={subtitle} />
        <ul className="tiers">
          {TIER_NAMES.map((name) => (
            <li key={name}>
              <TierCard name={name} highlighted={name === 'HYBRID PRO'}>
                <Button
                  variant={name === 'HYBRID PRO' ? 'primary' : 'outline'}
                  fullWidth
                  aria-haspopup="dialog"
                  onClick={funnel.open}
                >
                  {ctaText}
                  <span className="visually-hidden"> ({name})</span>
                </Button>
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
            onClick={funnel.open}
          >
            {funnelText}
          </Button>
        </div>
      </div>
    </section>
  );
}

export const membershipTiersBlock = defineBlock<MembershipTiersProps>({
  label: 'Mitgliedschaften',
  defaults: membershipTiersDefaults,
  component: MembershipTiers,
});
