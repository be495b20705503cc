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
import { SectionHead } from '../../components/blocks/section-head';

export interface UspCard {
  title: string;
  description: string;
  variant?: 'primary' | 'secondary' | 'gradient' | 'outline';
  badge?: string;
  linkText?: string;
  linkUrl?: string;
  /** '/icons/{name}.svg' or an icon name (seed 002: iconPath). */
  iconPath: string;
}

export interface UspGridProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  columns: 2 | 3 | 4;
  backgroundColor: 'white' | 'gray' | 'dark';
  uspCards: UspCard[];
}

export function UspGrid(props: UspGridProps) {
  const headingId = useId();
  return (
    <section
      id={props.anchor || undefined}
      className={`section usp usp--${props.backgroundColor}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <ul className={`usp__grid usp__grid--${props.columns}`}>
          {props.uspCards.map((card) => (
            <li key={card.title} className={`usp-card usp-card--${card.variant ?? 'outline'}`}>
              {card.badge && (
                <Badge variant="popular" position="top-right">
                  {card.badge}
                </Badge>
              )}
              <span className="usp-card__icon">
                <Icon name={iconFromPath(card.iconPath)} size="1.75rem" />
              </span>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              {card.linkText && card.linkUrl && (
                <SmartLink to={card.linkUrl} variant="ghost" size="sm" iconEnd="arrow-right">
                  {card.linkText}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const uspGridBlock = defineBlock<UspGridProps>({
  label: 'Vorteile (USP-Raster)',
  defaults: {
    anchor: '',
    eyebrow: 'Warum Kraftraum Studio',
    title: 'Training, das in deinen Alltag passt',
    subtitle: 'Kleine Gruppen, klare Struktur und Trainer, die dich beim Namen kennen.',
    columns: 3,
    backgroundColor: 'gray',
    uspCards: [
      {
        title: 'Kleine Gruppen',
        description: 'Höchstens 12 Leute pro Kurs – so korrigiert dein Trainer jede Bewegung.',
        variant: 'primary',
        badge: 'Beliebt',
        iconPath: '/icons/users.svg',
      },
      {
        title: '45 Minuten, volle Wirkung',
        description:
          'Functional Training und HIIT, die in jede Morgenroutine passen – fertig vor der Arbeit.',
        variant: 'secondary',
        iconPath: '/icons/clock.svg',
      },
      {
        title: 'Professionelle Trainer',
        description: 'Ausgebildete Coaches planen jede Einheit und begleiten deinen Fortschritt.',
        variant: 'gradient',
        iconPath: '/icons/trophy.svg',
      },
      {
        title: 'Flexible Verträge',
        description: 'Keine Anmeldegebühr, monatlich kündbar – du bleibst, weil es dir gefällt.',
        variant: 'outline',
        linkText: 'Mitgliedschaften ansehen',
        linkUrl: '/kontakt',
        iconPath: '/icons/shield.svg',
      },
      {
        title: 'Messbarer Fortschritt',
        description: 'Regelmäßige Checks zeigen dir schwarz auf weiß, was sich verändert hat.',
        variant: 'outline',
        iconPath: '/icons/target.svg',
      },
      {
        title: 'Starke Community',
        description: 'Gemeinsam trainiert es sich leichter – und morgens um 6:30 Uhr erst recht.',
        variant: 'outline',
        iconPath: '/icons/heart.svg',
      },
    ],
  },
  component: UspGrid,
});

export interface TimeSlot {
  day: string;
  time: string;
  /** Minutes. */
  duration: number;
  courseName: string;
  benefit: string;
  featured: boolean;
  spotsAvailable: number;
}

export interface MorningScheduleProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  timeSlots: TimeSlot[];
  ctaText: string;
  ctaUrl: string;
}

export function MorningSchedule(props: MorningScheduleProps) {
  const headingId = useId();
  const saved = weeklyTimeSaving(props.timeSlots);
  return (
    <section id={props.anchor || undefined} className="section morning" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
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
      </div>
    </section>
  );
}

/** Seed 002 §9: 06:30, 45 minutes, Monday/Wednesday/Friday, spots 8, 12 and 6. */
export const morningScheduleBlock = defineBlock<MorningScheduleProps>({
  label: 'Morgenroutine (Kursplan)',
  defaults: {
    anchor: '',
    eyebrow: 'Morgenroutine',
    title: 'Starte deinen Tag um 6:30 Uhr',
    subtitle: '45 Minuten Functional Training und HIIT – und um 7:15 Uhr bist du fertig für den Tag.',
    timeSlots: [
      {
        day: 'Montag',
        time: '06:30',
        duration: 45,
        courseName: 'Functional Power',
        benefit: 'Ganzkörperkraft für einen starken Wochenstart',
        featured: false,
        spotsAvailable: 8,
      },
      {
        day: 'Mittwoch',
        time: '06:30',
        duration: 45,
        courseName: 'HIIT Burn',
        benefit: 'Intervalle, die den Stoffwechsel den ganzen Tag antreiben',
        featured: true,
        spotsAvailable: 12,
      },
      {
        day: 'Freitag',
        time: '06:30',
        duration: 45,
        courseName: 'Functional Flow',
        benefit: 'Kraft, Mobilität und Ausdauer zum Wochenausklang',
        featured: false,
        spotsAvailable: 6,
      },
    ],
    ctaText: 'Platz im Morgenkurs sichern',
    ctaUrl: '/kontakt',
  },
  component: MorningSchedule,
});

export interface ComparisonRow {
  feature: string;
  traditional: string;
  concept: string;
}

export interface ComparisonTableProps {
  anchor: string;
  title: string;
  subtitle: string;
  leftColumnTitle: string;
  rightColumnTitle: string;
  comparisonRows: ComparisonRow[];
}

export function ComparisonTable(props: ComparisonTableProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section comparison" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} title={props.title} intro={props.subtitle} />
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
      </div>
    </section>
  );
}

export const comparisonTableBlock = defineBlock<ComparisonTableProps>({
  label: 'Vergleichstabelle',
  defaults: {
    anchor: '',
    title: 'Klassisches Studio oder Kraftraum Studio?',
    subtitle: 'Was dich bei uns anders erwartet – auf einen Blick.',
    leftColumnTitle: 'Klassisches Training',
    rightColumnTitle: 'Kraftraum Studio',
    comparisonRows: [
      { feature: 'Dauer pro Einheit', traditional: '60–90 Minuten', concept: '45 Minuten' },
      { feature: 'Betreuung', traditional: 'Einweisung, dann allein', concept: 'Trainer in jeder Einheit' },
      {
        feature: 'Trainingsplan',
        traditional: 'Selbst zusammengestellt',
        concept: 'Strukturiert und progressiv',
      },
      { feature: 'Gruppengröße', traditional: 'Volle Trainingsfläche', concept: 'Kleine Gruppen' },
      { feature: 'Motivation', traditional: 'Nur deine eigene', concept: 'Community, die auf dich wartet' },
      { feature: 'Anmeldegebühr', traditional: 'Oft üblich', concept: 'Keine' },
    ],
  },
  component: ComparisonTable,
});
