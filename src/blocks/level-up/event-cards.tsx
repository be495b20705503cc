// Generic event cards (seed 001 §3 / seed 002 §3 "Event card": title, description, icon, badge, date, status,
// statusVariant default/success/warning/error/info, features, progress, call-to-action fields, variant). The
// status is text; its variant only colours it.
import type { PropsOf } from '#domain/blocks/define';
import type { EventCardData, eventCardsKind } from '#domain/blocks/kinds/level-up';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import { iconOr } from './icon-name';
import './level-up.css';
import { Section, sectionHead } from '../../components/layout/section';

const STATUS_VARIANTS = ['default', 'success', 'warning', 'error', 'info'] as const;

export function EventCard({ card }: { card: EventCardData }) {
  const statusVariant =
    card.statusVariant && STATUS_VARIANTS.includes(card.statusVariant) ? card.statusVariant : 'default';
  const showProgress = typeof card.progress === 'number' && card.progress >= 0;
  const progress = Math.min(100, Math.max(0, card.progress ?? 0));
  return (
    <article className={`lu-event lu-event--${card.variant || 'default'}`}>
      <div className="lu-event__top">
        <span className="lu-event__icon">
          <Icon name={iconOr(card.icon, 'calendar')} size="1.5rem" />
        </span>
        {card.badge && <span className="lu-event__badge">{card.badge}</span>}
      </div>
      <h3 className="lu-event__title">{card.title}</h3>
      {card.date && (
        <p className="lu-event__date">
          <Icon name="clock" /> {card.date}
        </p>
      )}
      {card.status && (
        <p className={`lu-event-status lu-event-status--${statusVariant}`} data-variant={statusVariant}>
          <span className="visually-hidden">Status: </span>
          {card.status}
        </p>
      )}
      {card.description && <p className="lu-event__text">{card.description}</p>}
      {card.features && card.features.length > 0 && (
        <ul className="lu-checklist">
          {card.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" /> {feature}
            </li>
          ))}
        </ul>
      )}
      {showProgress && (
        <div className="lu-progress">
          <div
            className="lu-progress__bar"
            role="progressbar"
            aria-label={card.progressLabel || `${card.title}: Fortschritt`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
          {card.progressLabel && <p className="lu-progress__label">{card.progressLabel}</p>}
        </div>
      )}
      {card.ctaText && card.ctaUrl && (
        <div className="lu-event__cta">
          <SmartLink to={card.ctaUrl} variant={card.ctaVariant || 'primary'} fullWidth>
            {card.ctaText}
          </SmartLink>
        </div>
      )}
    </article>
  );
}

export function EventCards(props: PropsOf<typeof eventCardsKind>) {
  const headingId = `${props.anchor || 'event-cards'}-heading`;
  return (
    <Section {...sectionHead(props)} headingId={headingId} className="lu-events">
      <ul className="lu-events__grid">
        {props.cards.map((card) => (
          <li key={`${card.title}-${card.date}`}>
            <EventCard card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
