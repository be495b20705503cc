// The 7-day program (seed 001 §2, seed 002 §2): a timeline whose days are completed, today or planned by the
// current day (domain dayStatus / programCurrentDay), the daily focus cards, the 14 workshop highlights, the
// weekly schedule and a call to action. The status is written out, the colour only repeats it.
import { LEVEL_UP_DAYS, LEVEL_UP_WORKSHOPS } from '#domain/campaign/level-up';
import { defineBlock } from '../../components/blocks/block';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import {
  NEXT_EDITION,
  PROGRAM_DAYS,
  SIGN_UP_URL,
  WEEKLY_SCHEDULE,
  WORKSHOPS,
  type ProgramDay,
  type ScheduleDay,
  type Workshop,
} from './content';
import { iconOr } from './icon-name';
import {
  DAY_STATUS_TEXT,
  formatProgramDay,
  isoProgramDay,
  programDayStatus,
  resolveCurrentDay,
} from './model';
import { useNow } from './use-now';
import './level-up.css';
import { SectionHead } from '../../components/blocks/section-head';

export interface LevelUpProgramProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The edition's first day ('YYYY-MM-DD'); the days' dates and, with currentDay 0, the current day follow it. */
  eventDate: string;
  /** 1–8 pins the current day; 0 takes it from eventDate and today (1 before the event). */
  currentDay: number;
  days: ProgramDay[];
  focusTitle: string;
  workshopsTitle: string;
  workshopsSubtitle: string;
  workshops: Workshop[];
  scheduleTitle: string;
  schedule: ScheduleDay[];
  ctaTitle: string;
  ctaDescription: string;
  ctaText: string;
  ctaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
}

export function LevelUpProgram(props: LevelUpProgramProps) {
  const now = useNow();
  const currentDay = resolveCurrentDay(props.currentDay, props.eventDate, now);
  const headingId = `${props.anchor || 'level-up-program'}-heading`;
  return (
    <section id={props.anchor || undefined} className="lu-section lu-program" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead
          className="lu-section-head"
          id={headingId}
          eyebrow={props.eyebrow}
          title={props.title}
          intro={props.subtitle}
        />

        <ol className="lu-days" aria-label="Ablauf der Woche">
          {props.days.map((day) => {
            const status = programDayStatus(day.day, currentDay);
            const date = formatProgramDay(props.eventDate, day.day);
            return (
              <li
                key={day.day}
                className={`lu-day lu-day--${status}`}
                aria-current={status === 'active' ? 'step' : undefined}
                data-status={status}
              >
                <span className="lu-day__marker" aria-hidden="true">
                  {status === 'completed' ? <Icon name="check" /> : day.day}
                </span>
                <div className="lu-day__body">
                  <p className="lu-day__meta">
                    <span>Tag {day.day}</span>
                    {date && <time dateTime={isoProgramDay(props.eventDate, day.day)}>{date}</time>}
                    <span className={`lu-status lu-status--${status}`}>
                      <span className="visually-hidden">Status: </span>
                      {DAY_STATUS_TEXT[status]}
                    </span>
                  </p>
                  <h3 className="lu-day__title">{day.title}</h3>
                  <p className="lu-day__text">{day.description}</p>
                </div>
              </li>
            );
          })}
        </ol>

        <h3 className="lu-subhead">{props.focusTitle}</h3>
        <ul className="lu-focus">
          {props.days.map((day) => (
            <li key={day.day} className="lu-focus__card">
              <span className="lu-focus__icon">
                <Icon name={iconOr(day.icon, 'target')} size="1.5rem" />
              </span>
              <p className="lu-focus__day">Tag {day.day}</p>
              <h4 className="lu-focus__title">{day.focus}</h4>
              <ul className="lu-checklist">
                {day.focusPoints.map((point) => (
                  <li key={point}>
                    <Icon name="check" /> {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>

        <h3 className="lu-subhead">{props.workshopsTitle}</h3>
        {props.workshopsSubtitle && <p className="lu-subhead__text">{props.workshopsSubtitle}</p>}
        <ol className="lu-workshops" aria-label={`${props.workshops.length} Workshops`}>
          {props.workshops.map((workshop, index) => (
            <li key={`${workshop.day}-${workshop.time}-${workshop.title}`} className="lu-workshop">
              <span className="lu-workshop__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h4 className="lu-workshop__title">{workshop.title}</h4>
                <p className="lu-workshop__meta">
                  Tag {workshop.day} · {workshop.time} Uhr
                </p>
                <p className="lu-workshop__text">{workshop.description}</p>
              </div>
            </li>
          ))}
        </ol>

        <h3 className="lu-subhead">{props.scheduleTitle}</h3>
        <ul className="lu-schedule">
          {props.schedule.map((day) => (
            <li key={day.day} className="lu-schedule__day">
              <h4 className="lu-schedule__name">{day.day}</h4>
              <dl className="lu-schedule__sessions">
                {day.sessions.map((session) => (
                  <div key={`${session.time}-${session.title}`}>
                    <dt>{session.time}</dt>
                    <dd>{session.title}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>

        <div className="lu-cta">
          <div>
            <h3 className="lu-cta__title">{props.ctaTitle}</h3>
            {props.ctaDescription && <p>{props.ctaDescription}</p>}
          </div>
          <div className="lu-cta__actions">
            {props.ctaText && (
              <SmartLink to={props.ctaUrl} variant="primary" size="lg" iconEnd="arrow-right">
                {props.ctaText}
              </SmartLink>
            )}
            {props.secondaryCtaText && (
              <SmartLink to={props.secondaryCtaUrl} variant="outline" size="lg" className="lu-cta__secondary">
                {props.secondaryCtaText}
              </SmartLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

export const levelUpProgramBlock = defineBlock<LevelUpProgramProps>({
  label: 'Level Up Week: 7-Tage-Programm',
  defaults: {
    anchor: 'programm',
    eyebrow: `${LEVEL_UP_DAYS} Tage · ${LEVEL_UP_WORKSHOPS} Workshops`,
    title: 'Dein 7-Tage-Programm',
    subtitle:
      'Jeden Morgen eine Morning Session, jeden Abend zwei Workshops – und jeden Tag ein klarer Fokus. So sieht deine Woche aus.',
    eventDate: NEXT_EDITION.start,
    currentDay: 0,
    days: PROGRAM_DAYS,
    focusTitle: 'Tagesfokus',
    workshopsTitle: `${LEVEL_UP_WORKSHOPS} Workshop-Highlights`,
    workshopsSubtitle: 'Kurz, praktisch und direkt im Training umsetzbar – zwei pro Tag.',
    workshops: WORKSHOPS,
    scheduleTitle: 'Wochenplan',
    schedule: WEEKLY_SCHEDULE,
    ctaTitle: 'Bereit für dein Level Up?',
    ctaDescription: '150 Plätze, zweimal im Jahr. Sichere dir deinen Platz für die nächste Level Up Week.',
    ctaText: 'Jetzt Platz sichern',
    ctaUrl: SIGN_UP_URL,
    secondaryCtaText: 'Nächste Termine',
    secondaryCtaUrl: '#termine',
  },
  component: LevelUpProgram,
});
