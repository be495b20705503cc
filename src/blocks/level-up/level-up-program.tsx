// The 7-day program (seed 001 §2, seed 002 §2): a timeline whose days are completed, today or planned by the
// current day (domain dayStatus / programCurrentDay), the daily focus cards, the 14 workshop highlights, the
// weekly schedule and a call to action. The status is written out, the colour only repeats it.
import type { PropsOf } from '#domain/blocks/define';
import type { levelUpProgramKind } from '#domain/blocks/kinds/level-up';
import { Icon } from '../../components/ui/icon';
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
import { CallToActionBand } from '../../components/layout/call-to-action';
import { Section, sectionHead } from '../../components/layout/section';

export function LevelUpProgram(props: PropsOf<typeof levelUpProgramKind>) {
  const now = useNow();
  const currentDay = resolveCurrentDay(props.currentDay, props.eventDate, now);
  const headingId = `${props.anchor || 'level-up-program'}-heading`;
  // A day without its number is numbered by its place in the list.
  const days = props.days.map((day, index) => ({
    ...day,
    day: day.day ?? index + 1,
    focusPoints: day.focusPoints ?? [],
  }));
  return (
    <Section {...sectionHead(props)} headingId={headingId} className="lu-program">
      <ol className="lu-days" aria-label="Ablauf der Woche">
        {days.map((day) => {
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
        {days.map((day) => (
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
              {(day.sessions ?? []).map((session) => (
                <div key={`${session.time}-${session.title}`}>
                  <dt>{session.time}</dt>
                  <dd>{session.title}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      <CallToActionBand
        inline
        variant="dark"
        titleAs="h3"
        title={props.ctaTitle}
        description={props.ctaDescription}
        primaryText={props.ctaText}
        primaryUrl={props.ctaUrl}
        primaryVariant="primary"
        secondaryText={props.secondaryCtaText}
        secondaryUrl={props.secondaryCtaUrl}
      />
    </Section>
  );
}

export default LevelUpProgram;
