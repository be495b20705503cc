// Stats with feature cards (seed 002 §3 "Stats feature cards"): statistics above three feature cards (icon size
// 2.5rem). The cards are the layout kit's StatisticCard and FeatureCard.
import type { PropsOf } from '#domain/blocks/define';
import type { statsFeatureCardsKind } from '#domain/blocks/kinds/content-blocks';
import { iconFromPath } from './layout';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { Section, sectionHead } from '../../components/layout/section';
import { StatList } from '../../components/layout/stat';
import './content-blocks.css';

export function StatsFeatureCards(props: PropsOf<typeof statsFeatureCardsKind>) {
  return (
    <Section {...sectionHead(props)} tone="muted">
      <StatList statistics={props.statistics} columns={3} className="cb-stats" />
      <CardGrid columns={3} className="stats-cards">
        {props.featureCards.map((card) => (
          <FeatureCard
            key={card.heading}
            icon={iconFromPath(card.icon, 'zap')}
            iconSize={props.iconSize}
            title={card.heading}
            text={card.description}
            className="stats-cards__card"
            style={props.cardBackgroundColor ? { background: props.cardBackgroundColor } : undefined}
          />
        ))}
      </CardGrid>
    </Section>
  );
}

export default StatsFeatureCards;
