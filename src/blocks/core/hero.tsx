// Hero (seed 002 "Gym hero"): headline with accent, subheadline, two calls to action, trust indicators and
// statistics. The page's one h1.
import type { PropsOf } from '#domain/blocks/define';
import type { heroKind } from '#domain/blocks/kinds/core';
import { Hero as HeroLayout, heroCta } from '../../components/layout/hero';
import { StatisticCard, StatList } from '../../components/layout/stat';

export function Hero(props: PropsOf<typeof heroKind>) {
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

export default Hero;
