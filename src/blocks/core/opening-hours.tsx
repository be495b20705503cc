// The opening hours (seed 001 §9 gym hours).
import type { PropsOf } from '#domain/blocks/define';
import type { openingHoursKind } from '#domain/blocks/kinds/core';
import { Section } from '../../components/layout/section';
import { Icon } from '../../components/ui/icon';

export function OpeningHours({ title, subtitle, hours }: PropsOf<typeof openingHoursKind>) {
  return (
    <Section tone="muted" labelledBy="opening-hours-heading" innerClassName="opening-hours">
      <h2 id="opening-hours-heading">
        <Icon name="clock" /> {title}
      </h2>
      {subtitle && <p className="lead">{subtitle}</p>}
      <dl className="opening-hours__list">
        {hours.map((entry) => (
          <div key={entry.days}>
            <dt>{entry.days}</dt>
            <dd>{entry.time}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
