// The Level Up Week hero (seed 001 §2, §3 hero settings, §4 countdown): the page's one h1, the countdown label
// from the domain (today from the visitor's clock, Berlin days), the edition's facts and the seed's figures.
import {
  countdownLabel,
  LEVEL_UP_AVERAGE_PROGRESS,
  LEVEL_UP_CAPACITY,
  LEVEL_UP_COMMUNITY_SIZE,
  LEVEL_UP_COMPLETION_RATE,
  LEVEL_UP_DAYS,
  LEVEL_UP_EVENT_DURATION,
  LEVEL_UP_WORKSHOPS,
} from '#domain/campaign/level-up';
import { defineBlock } from '../../components/blocks/block';
import { CtaPair } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { IMAGES } from '../../content/images';
import { NEXT_EDITION, SIGN_UP_URL } from './content';
import { formatEventDate } from './model';
import { useNow } from './use-now';
import './level-up.css';

export interface LevelUpHeroProps {
  anchor: string;
  eyebrow: string;
  headline: string;
  headlineAccent: string;
  subheadline: string;
  /** 'YYYY-MM-DD' (Berlin day) or an ISO instant; '' = no date yet ('Nächstes Event'). */
  nextEventDate: string;
  registrationDeadline: string;
  eventDuration: string;
  registrationStatus: string;
  participantCount: number;
  capacity: number;
  workshops: number;
  days: number;
  completionRate: number;
  averageProgress: number;
  communitySize: number;
  primaryCtaText: string;
  primaryCtaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
}

const number = new Intl.NumberFormat('de-DE');

export function LevelUpHero(props: LevelUpHeroProps) {
  const now = useNow();
  const label = countdownLabel(props.nextEventDate, now, props.days);
  const start = formatEventDate(props.nextEventDate);
  const deadline = formatEventDate(props.registrationDeadline);
  const stats = [
    { key: 'abschluss', value: `${props.completionRate} %`, label: 'Abschlussquote' },
    { key: 'fortschritt', value: `${props.averageProgress} %`, label: 'durchschnittlicher Fortschritt' },
    { key: 'community', value: `${number.format(props.communitySize)}+`, label: 'Community-Mitglieder' },
  ];
  return (
    <section id={props.anchor || undefined} className="lu-hero" aria-labelledby="level-up-heading">
      <div className="container lu-hero__grid">
        <div className="lu-hero__copy">
          {props.eyebrow && <p className="eyebrow lu-hero__eyebrow">{props.eyebrow}</p>}
          <h1 id="level-up-heading" className="lu-hero__headline">
            {props.headline}{' '}
            {props.headlineAccent && <span className="lu-hero__accent">{props.headlineAccent}</span>}
          </h1>
          {props.subheadline && <p className="lu-hero__sub">{props.subheadline}</p>}
          <ul className="lu-hero__facts-inline">
            <li>
              <Icon name="calendar" /> {props.eventDuration}
            </li>
            <li>
              <Icon name="target" /> {props.workshops} Workshops
            </li>
            <li>
              <Icon name="users" /> {props.capacity} Plätze
            </li>
          </ul>
          <CtaPair
            className="lu-hero__actions"
            primaryText={props.primaryCtaText}
            primaryUrl={props.primaryCtaUrl}
            secondaryText={props.secondaryCtaText}
            secondaryUrl={props.secondaryCtaUrl}
            secondaryClassName="lu-hero__secondary"
          />
        </div>
        <div className="lu-hero__aside">
          <div className="lu-hero__media">
            <ResponsiveImage
              image={IMAGES.heroLevelUp}
              sizes="(min-width: 64rem) 34rem, calc(100vw - 2rem)"
              priority
              className="lu-hero__image"
            />
          </div>
          <div className="lu-hero__countdown" data-testid="level-up-countdown">
            <p className="lu-hero__countdown-label">{label}</p>
            <dl className="lu-hero__facts">
              {start && (
                <div>
                  <dt>Start</dt>
                  <dd>
                    <time dateTime={props.nextEventDate}>{start}</time>
                  </dd>
                </div>
              )}
              {deadline && (
                <div>
                  <dt>Anmeldeschluss</dt>
                  <dd>
                    <time dateTime={props.registrationDeadline}>{deadline}</time>
                  </dd>
                </div>
              )}
              {props.registrationStatus && (
                <div>
                  <dt>Anmeldung</dt>
                  <dd>{props.registrationStatus}</dd>
                </div>
              )}
              <div>
                <dt>Teilnehmende</dt>
                <dd>
                  {number.format(props.participantCount)} von {number.format(props.capacity)} Plätzen
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </div>
      <div className="container">
        <dl className="lu-hero__stats">
          {stats.map((stat) => (
            <div key={stat.key}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export const levelUpHeroBlock = defineBlock<LevelUpHeroProps>({
  label: 'Level Up Week: Hero',
  defaults: {
    anchor: 'level-up',
    eyebrow: 'Zweimal im Jahr · Community-Event',
    headline: 'Level Up Week:',
    headlineAccent: '7 Tage, die dein Training verändern.',
    subheadline:
      'Eine Woche Functional Training, HIIT und 14 Workshops mit unseren Coaches – zweimal im Jahr, für alle Fitnesslevel, gemeinsam mit der Kraftraum-Community.',
    nextEventDate: NEXT_EDITION.start,
    registrationDeadline: NEXT_EDITION.registrationDeadline,
    eventDuration: LEVEL_UP_EVENT_DURATION,
    registrationStatus: 'Anmeldung offen',
    participantCount: 86,
    capacity: LEVEL_UP_CAPACITY,
    workshops: LEVEL_UP_WORKSHOPS,
    days: LEVEL_UP_DAYS,
    completionRate: LEVEL_UP_COMPLETION_RATE,
    averageProgress: LEVEL_UP_AVERAGE_PROGRESS,
    communitySize: LEVEL_UP_COMMUNITY_SIZE,
    primaryCtaText: 'Jetzt Platz sichern',
    primaryCtaUrl: SIGN_UP_URL,
    secondaryCtaText: 'Zum Programm',
    secondaryCtaUrl: '#programm',
  },
  component: LevelUpHero,
});
