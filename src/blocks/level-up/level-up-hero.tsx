// The Level Up Week hero (seed 001 §2, §3 hero settings, §4 countdown): the page's one h1, the countdown label
// from the domain (today from the visitor's clock, Berlin days), the edition's facts and the seed's figures.
import type { PropsOf } from '#domain/blocks/define';
import type { levelUpHeroKind } from '#domain/blocks/kinds/level-up';
import { countdownLabel } from '#domain/campaign/level-up';
import { Hero, HeroFacts, heroCta } from '../../components/layout/hero';
import { Icon } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { IMAGES } from '#domain/content/images';
import { formatEventDate } from './model';
import { useNow } from './use-now';
import './level-up.css';

const number = new Intl.NumberFormat('de-DE');

export function LevelUpHero(props: PropsOf<typeof levelUpHeroKind>) {
  const now = useNow();
  const { labels } = props;
  const label = countdownLabel(props.nextEventDate, now, props.days);
  const start = formatEventDate(props.nextEventDate);
  const deadline = formatEventDate(props.registrationDeadline);
  const stats = [
    { value: `${props.completionRate} %`, label: labels.completionRate ?? '' },
    { value: `${props.averageProgress} %`, label: labels.averageProgress ?? '' },
    { value: `${number.format(props.communitySize)}+`, label: labels.communitySize ?? '' },
  ];
  return (
    <Hero
      anchor={props.anchor}
      headingId="level-up-heading"
      className="lu-hero"
      eyebrow={props.eyebrow}
      headline={props.headline}
      accent={props.headlineAccent}
      sub={props.subheadline}
      cta={heroCta(props)}
      aside={
        <div className="lu-hero__aside">
          <div className="hero__media lu-hero__media">
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
                  <dt>{labels.start}</dt>
                  <dd>
                    <time dateTime={props.nextEventDate}>{start}</time>
                  </dd>
                </div>
              )}
              {deadline && (
                <div>
                  <dt>{labels.deadline}</dt>
                  <dd>
                    <time dateTime={props.registrationDeadline}>{deadline}</time>
                  </dd>
                </div>
              )}
              {props.registrationStatus && (
                <div>
                  <dt>{labels.registration}</dt>
                  <dd>{props.registrationStatus}</dd>
                </div>
              )}
              <div>
                <dt>{labels.participants}</dt>
                <dd>
                  {number.format(props.participantCount)} {labels.of} {number.format(props.capacity)}{' '}
                  {labels.ofPlaces}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      }
      footer={<HeroFacts facts={stats} className="lu-hero__stats" />}
    >
      <ul className="lu-hero__facts-inline">
        <li>
          <Icon name="calendar" /> {props.eventDuration}
        </li>
        <li>
          <Icon name="target" /> {props.workshops} {labels.workshops}
        </li>
        <li>
          <Icon name="users" /> {props.capacity} {labels.places}
        </li>
      </ul>
    </Hero>
  );
}

export default LevelUpHero;
