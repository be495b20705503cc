// The about page's figures (seed 002 §9 about hero stats, team statistics), shared by its hero and its statistics
// block, and the German figures its blocks share.
import { iconOrNone } from '../../components/layout/card-grid';
import { Icon } from '../../components/ui/icon';
import './about.css';

/** German figures; four digits stay ungrouped ('2018', '5000'), as in the statistic blocks. */
export const formatFigure = (value: number) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, useGrouping: value >= 10_000 }).format(value);

export interface AboutStat {
  value: number;
  label: string;
  suffix?: string;
  description?: string;
  iconName?: string;
}

export function StatList({ stats, className }: { stats: readonly AboutStat[]; className: string }) {
  return (
    <ul className={className}>
      {stats.map((stat) => {
        const icon = iconOrNone(stat.iconName);
        return (
          <li key={stat.label} className="about-stat">
            {icon && (
              <span className="about-stat__icon">
                <Icon name={icon} size="1.5rem" />
              </span>
            )}
            <span className="about-stat__value">
              {formatFigure(stat.value)}
              {stat.suffix}
            </span>
            <span className="about-stat__label">{stat.label}</span>
            {stat.description && <span className="about-stat__description">{stat.description}</span>}
          </li>
        );
      })}
    </ul>
  );
}
