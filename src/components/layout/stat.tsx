// The shared statistic (decision 0134; seed 001 §3 "Statistic", seed 002 builder inputs): value with suffix and
// label, optional icon, description, trend and progress bar, counted up when `animated` and `countUp` are on.
// Assistive technology reads the final value only; the moving number is decorative. StatList lays them out in 2,
// 3 or 4 columns. ./stat.css owns the rules; the hero and the blocks only place them.
import type { ReactNode } from 'react';
import { Icon, ICON_NAMES, type IconName } from '../ui/icon';
import { COUNT_UP_STAGGER_MS, useCountUp } from './count-up';
import './stat.css';

export interface Statistic {
  key?: string;
  value: number | string;
  label: string;
  suffix?: string;
  description?: string;
  iconName?: string;
  variant?: 'default' | 'primary' | 'minimal';
  size?: 'sm' | 'md' | 'lg';
  animated?: boolean;
  countUp?: boolean;
  showTrend?: boolean;
  trendValue?: number;
  trendSuffix?: string;
  showProgress?: boolean;
  maxValue?: number;
  progressLabel?: string;
}

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** One formatter per kind of number: making one is costly, and a counting number is formatted every frame. */
const formats = new Map<string, Intl.NumberFormat>();

function format(value: number, decimals: number): string {
  const grouping = value >= 10_000;
  const key = `${decimals}-${grouping}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    formats.set(key, formatter);
  }
  return formatter.format(value);
}

export function StatisticCard({ stat, index = 0 }: { stat: Statistic; index?: number }) {
  const numeric = typeof stat.value === 'number' ? stat.value : Number.NaN;
  const decimals = Number.isFinite(numeric) && !Number.isInteger(numeric) ? 1 : 0;
  const { value, ref } = useCountUp(numeric, {
    enabled: stat.animated !== false && stat.countUp !== false && Number.isFinite(numeric),
    delay: index * COUNT_UP_STAGGER_MS,
  });
  const finalText = Number.isFinite(numeric) ? format(numeric, decimals) : String(stat.value);
  const shownText = Number.isFinite(numeric) ? format(value, decimals) : String(stat.value);
  const icon = ICON_NAMES.includes(stat.iconName as IconName) ? (stat.iconName as IconName) : undefined;
  const progress =
    stat.showProgress && Number.isFinite(numeric) && stat.maxValue
      ? Math.min(100, Math.max(0, (numeric / stat.maxValue) * 100))
      : undefined;
  return (
    <div className={`stat-card stat-card--${stat.variant ?? 'default'} stat-card--${stat.size ?? 'md'}`}>
      {icon && (
        <span className="stat-card__icon">
          <Icon name={icon} size="1.5rem" />
        </span>
      )}
      <p className="stat-card__value">
        <span ref={ref} aria-hidden="true">
          {shownText}
          {stat.suffix && <span className="stat-card__suffix">{stat.suffix}</span>}
        </span>
        <span className="visually-hidden">
          {finalText}
          {stat.suffix}
        </span>
      </p>
      <p className="stat-card__label">{stat.label}</p>
      {stat.description && <p className="stat-card__description">{stat.description}</p>}
      {stat.showTrend && stat.trendValue !== undefined && (
        <p className={`stat-card__trend stat-card__trend--${stat.trendValue >= 0 ? 'up' : 'down'}`}>
          {stat.trendValue >= 0 ? '▲' : '▼'} {stat.trendValue >= 0 ? '+' : ''}
          {numberFormat.format(stat.trendValue)}
          {stat.trendSuffix ?? '%'}
        </p>
      )}
      {progress !== undefined && (
        <div className="stat-card__progress">
          <div
            className="stat-card__bar"
            role="progressbar"
            aria-label={stat.progressLabel ?? stat.label}
            aria-valuemin={0}
            aria-valuemax={stat.maxValue}
            aria-valuenow={numeric}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
          {stat.progressLabel && <p className="stat-card__progress-label">{stat.progressLabel}</p>}
        </div>
      )}
    </div>
  );
}

/** Statistic cards in a list: 2 columns on a phone, `columns` from 48rem. */
export function StatList({
  statistics,
  columns = 4,
  className,
  children,
}: {
  statistics: readonly Statistic[];
  columns?: 2 | 3 | 4;
  className?: string;
  children?: (stat: Statistic, index: number) => ReactNode;
}) {
  return (
    <ul className={['stat-grid', `stat-grid--${columns}`, className].filter(Boolean).join(' ')}>
      {statistics.map((stat, index) => (
        <li key={stat.key ?? stat.label}>
          {children ? children(stat, index) : <StatisticCard stat={stat} index={index} />}
        </li>
      ))}
    </ul>
  );
}
