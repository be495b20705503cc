// The statistic grid block (seed 001 §3 "Statistic"): a section of statistic cards from the shared layout kit.
import { defineBlock } from '../../../components/blocks/block';
import { Section } from '../../../components/layout/section';
import { StatList } from '../../../components/layout/stat';
import { statisticGridDefaults } from '../../../content/blocks/marketing';
import type { StatisticGridProps } from '../../../content/blocks/marketing';

export { StatisticCard, type Statistic } from '../../../components/layout/stat';

export function StatisticGrid({ title, subtitle, columns, statistics }: StatisticGridProps) {
  return (
    <Section label={title || 'Zahlen'}>
      {(title || subtitle) && (
        <div className="section__head">
          {title && <h2>{title}</h2>}
          {subtitle && <p className="lead">{subtitle}</p>}
        </div>
      )}
      <StatList statistics={statistics} columns={columns} />
    </Section>
  );
}

/** Seed 001 §9 "Default claims". */
export const statisticGridBlock = defineBlock<StatisticGridProps>({
  label: 'Statistiken',
  defaults: statisticGridDefaults,
  component: StatisticGrid,
});
