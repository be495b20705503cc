// The local gym landing's selling points (seed 002 §3): USP grid (2/3/4 columns, white/gray/dark background),
// morning schedule (time slots at 06:30, time saving against 60–90 minute sessions) and the comparison table
// traditional versus concept, a real <table>.
import { useId } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { iconFromPath, TRADITIONAL_MINUTES, weeklyTimeSaving } from './layout';
import './content-blocks.css';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { Section, sectionHead } from '../../components/layout/section';
import {
  comparisonTableDefaults,
  morningScheduleDefaults,
  uspGridDefaults,
} from '../../content/blocks/content-blocks';
import type {
  ComparisonTableProps,
  MorningScheduleProps,
  UspGridProps,
} from '../../content/blocks/content-blocks';

const USP_TONE = { white: 'default', gray: 'muted', dark: 'dark' } as const;

export function UspGrid(props: UspGridProps) {
  return (
    <Section {...sectionHead(props)} tone={USP_TONE[props.backgroundColor] ?? 'default'} className="usp">
      <CardGrid columns={props.columns}>
        {props.uspCards.map((card) => (
          <FeatureCard
            key={card.title}
            tone={card.variant ?? 'outline'}
            icon={iconFromPath(card.iconPath)}
            iconSize="1.75rem"
            title={card.title}
            text={card.description}
            corner={
              card.badge && (
                <Badge variant="popular" position="top-right">
                  {card.badge}
                </Badge>
              )
            }
          >
            {card.linkText && card.linkUrl && (
              <SmartLink to={card.linkUrl} variant="ghost" size="sm" iconEnd="arrow-right">
                {card.linkText}
              </SmartLink>
            )}
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

export const uspGridBlock = defineBlock<UspGridProps>({
  label: 'Vorteile (USP-Raster)',
  defaults: uspGridDefaults,
  component: UspGrid,
});

export function MorningSchedule(props: MorningScheduleProps) {
  const saved = weeklyTimeSaving(props.timeSlots);
  return (
    <Section {...sectionHead(props)} className="morning">
      <ul className="morning__slots">
        {props.timeSlots.map((slot) => (
          <li
            key={`${slot.day}-${slot.time}`}
            className={slot.featured ? 'morning__slot morning__slot--featured' : 'morning__slot'}
          >
            {slot.featured && <Badge variant="new">Empfohlen</Badge>}
            <p className="morning__day">{slot.day}</p>
            <p className="morning__time">
              <Icon name="clock" /> {slot.time} Uhr · {slot.duration} Minuten
            </p>
            <h3 className="morning__course">{slot.courseName}</h3>
            <p className="morning__benefit">{slot.benefit}</p>
            <p className="morning__spots">
              <Icon name="users" /> Noch {slot.spotsAvailable} Plätze frei
            </p>
          </li>
        ))}
      </ul>
      {saved > 0 && (
        <p className="morning__saving">
          <Icon name="zap" /> Bis zu {saved} Minuten pro Woche gespart – gut 2 Stunden mehr für dich als mit
          klassischem Training von {TRADITIONAL_MINUTES.min}–{TRADITIONAL_MINUTES.max} Minuten pro Einheit.
        </p>
      )}
      {props.ctaText && (
        <SmartLink to={props.ctaUrl} iconEnd="arrow-right">
          {props.ctaText}
        </SmartLink>
      )}
    </Section>
  );
}

/** Seed 002 §9: 06:30, 45 minutes, Monday/Wednesday/Friday, spots 8, 12 and 6. */
export const morningScheduleBlock = defineBlock<MorningScheduleProps>({
  label: 'Morgenroutine (Kursplan)',
  defaults: morningScheduleDefaults,
  component: MorningSchedule,
});

export function ComparisonTable(props: ComparisonTableProps) {
  const headingId = useId();
  return (
    <Section
      anchor={props.anchor}
      headingId={headingId}
      title={props.title}
      intro={props.subtitle}
      className="comparison"
    >
      <div className="comparison__scroll">
        <table className="comparison__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <td />
              <th scope="col">{props.leftColumnTitle}</th>
              <th scope="col" className="comparison__concept">
                {props.rightColumnTitle}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.comparisonRows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>{row.traditional}</td>
                <td className="comparison__concept">{row.concept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export const comparisonTableBlock = defineBlock<ComparisonTableProps>({
  label: 'Vergleichstabelle',
  defaults: comparisonTableDefaults,
  component: ComparisonTable,
});
