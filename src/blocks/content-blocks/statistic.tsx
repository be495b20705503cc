// One statistic card as a block (seed 002 §3 "base statistic"): the layout kit's StatisticCard (count-up,
// reduced motion).
import type { PropsOf } from '#domain/blocks/define';
import type { statisticKind } from '#domain/blocks/kinds/content-blocks';
import { StatisticCard } from '../../components/layout/stat';
import './content-blocks.css';

export function StatisticBlock({ anchor, ...stat }: PropsOf<typeof statisticKind>) {
  return (
    <div id={anchor || undefined} className="container statistic-block cb-stats">
      <StatisticCard stat={stat} />
    </div>
  );
}

export default StatisticBlock;
