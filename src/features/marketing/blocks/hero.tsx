// Hero (seed 002 "Gym hero"): headline with accent, subheadline, two calls to action, trust indicators and
// statistics. The page's one h1.
import { defineBlock } from '../../../components/blocks/block';
import { Hero as HeroLayout, heroCta } from '../../../components/layout/hero';
import { StatisticCard, StatList } from '../../../components/layout/stat';
import { heroDefaults } from '../../../content/blocks/marketing';
import type { HeroProps } from '../../../content/blocks/marketing';

export function Hero(props: HeroProps) {
  return (
    <HeroLayout
      headingId="hero-heading"
      eyebrow={props.eyebrow}
      headline={props.headline}
      accent={props.headlineAccent}
      sub={props.subheadline}
      cta={heroCta(props)}
      trust={props.trustIndicators}
      footer={
        props.statistics.length > 0 && (
          <StatList statistics={props.statistics} className="hero__stats">
            {(stat, index) => <StatisticCard stat={{ variant: 'minimal', ...stat }} index={index} />}
          </StatList>
        )
      }
    />
  );
}

export const heroBlock = defineBlock<HeroProps>({
  label: 'Hero',
  defaults: heroDefaults,
  component: Hero,
});
