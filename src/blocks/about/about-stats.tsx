// The about page's team statistics (seed 002 §3 "Stat", §9: average experience, areas, coaches, satisfaction).
import type { PropsOf } from '#domain/blocks/define';
import type { aboutStatsKind } from '#domain/blocks/kinds/about';
import { Section, sectionHead } from '../../components/layout/section';
import { StatList } from './stat-list';
import './about.css';

export function AboutStats(props: PropsOf<typeof aboutStatsKind>) {
  return (
    <Section {...sectionHead({ ...props, subtitle: props.intro })} className="about-stats">
      <StatList stats={props.stats} className="about-stats__grid" />
    </Section>
  );
}
