// The morning schedule of the local gym landing (seed 002 §3, §9 "Morning schedule defaults"): time slots at
// 06:30 and the time saved against 60–90 minute sessions.
import type { PropsOf } from '#domain/blocks/define';
import type { morningScheduleKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { TRADITIONAL_MINUTES, weeklyTimeSaving } from './layout';
import './content-blocks.css';
import { Section, sectionHead } from '../../components/layout/section';

export function MorningSchedule(props: PropsOf<typeof morningScheduleKind>) {
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
