// The statistic grid block (seed 001 §3 "Statistic"): a section of statistic cards from the shared layout kit.
import type { PropsOf } from '#domain/blocks/define';
import type { statisticGridKind } from '#domain/blocks/kinds/core';
import { Section } from '../../components/layout/section';
import { StatList } from '../../components/layout/stat';

/** Seed 001 §9 "Default claims". */
export function StatisticGrid({ title, subtitle, columns, statistics }: PropsOf<typeof statisticGridKind>) {
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

export default StatisticGrid;
