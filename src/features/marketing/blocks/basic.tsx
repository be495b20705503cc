// Small blocks: the page header, the call to action (variants default, gradient, outline; trust indicators), the
// offer card and the opening hours (seed 001 §9 gym hours).
import { defineBlock } from '../../../components/blocks/block';
import { SmartLink } from '../../../components/blocks/smart-link';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import './blocks.css';

export interface PageHeaderBlockProps {
  eyebrow: string;
  heading: string;
  intro: string;
}

export const pageHeaderBlock = defineBlock<PageHeaderBlockProps>({
  label: 'Seitenkopf',
  defaults: { eyebrow: '', heading: 'Überschrift', intro: '' },
  component: ({ eyebrow, heading, intro }) => (
    <PageHeader eyebrow={eyebrow || undefined} heading={heading} intro={intro || undefined} />
  ),
});

export interface CallToActionProps {
  title: string;
  description: string;
  primaryText: string;
  primaryUrl: string;
  secondaryText: string;
  secondaryUrl: string;
  variant: 'default' | 'gradient' | 'outline';
  size: 'md' | 'lg';
  trustIndicators: string[];
  anchor?: string;
}

export function CallToAction(props: CallToActionProps) {
  const onColour = props.variant === 'gradient';
  return (
    <section
      id={props.anchor || undefined}
      className={`cta cta--${props.variant} cta--${props.size}`}
      aria-label={props.title}
    >
      <div className="container cta__inner">
        <div className="cta__copy">
          <h2>{props.title}</h2>
          {props.description && <p>{props.description}</p>}
          {props.trustIndicators.length > 0 && (
            <ul className="cta__trust">
              {props.trustIndicators.map((point) => (
                <li key={point}>
                  <Icon name="check" /> {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="cta__actions">
          {props.primaryText && (
            <SmartLink
              to={props.primaryUrl}
              variant={onColour ? 'secondaryFull' : 'primary'}
              size="lg"
              iconEnd="arrow-right"
            >
              {props.primaryText}
            </SmartLink>
          )}
          {props.secondaryText && (
            <SmartLink to={props.secondaryUrl} variant={onColour ? 'secondary' : 'outline'} size="lg">
              {props.secondaryText}
            </SmartLink>
          )}
        </div>
      </div>
    </section>
  );
}

/** Seed 002 §2: primary call to action free trial at /kontakt, secondary view courses at /kurse. */
export const callToActionBlock = defineBlock<CallToActionProps>({
  label: 'Call to Action',
  defaults: {
    title: 'Bereit für dein erstes Training?',
    description: 'Teste uns 7 Tage kostenlos und finde heraus, welches Training zu dir passt.',
    primaryText: 'Kostenloses Probetraining',
    primaryUrl: '/kontakt',
    secondaryText: 'Kurse ansehen',
    secondaryUrl: '/kurse',
    variant: 'default',
    size: 'lg',
    trustIndicators: ['Keine Anmeldegebühr', 'Flexible Verträge', 'Professionelle Trainer'],
    anchor: '',
  },
  component: CallToAction,
});

export interface OfferCardProps {
  title: string;
  price: string;
  period: string;
  featured: boolean;
  ctaText: string;
  ctaUrl: string;
  disclaimer: string;
}

export function OfferCard(props: OfferCardProps) {
  return (
    <section className="section" aria-label={props.title}>
      <div className="container offer">
        <Card as="article" className={props.featured ? 'offer__card offer__card--featured' : 'offer__card'}>
          {props.featured && (
            <Badge variant="popular" position="top-right">
              Empfohlen
            </Badge>
          )}
          <h2 className="offer__title">{props.title}</h2>
          <p className="offer__price">
            {props.price} <span className="offer__period">{props.period}</span>
          </p>
          <SmartLink to={props.ctaUrl} variant="gradient" size="lg" fullWidth>
            {props.ctaText}
          </SmartLink>
          {props.disclaimer && <p className="offer__disclaimer">{props.disclaimer}</p>}
        </Card>
      </div>
    </section>
  );
}

/** Seed 001 §9 "Challenge offer". */
export const offerCardBlock = defineBlock<OfferCardProps>({
  label: 'Angebotskarte',
  defaults: {
    title: '7-Wochen-Challenge',
    price: '297€',
    period: 'einmalig',
    featured: true,
    ctaText: 'Jetzt anmelden',
    ctaUrl: '/kontakt',
    disclaimer:
      '100€ Cashback bei erfolgreichem Abschluss, die restlichen 197€ werden auf Leistungen im Studio angerechnet.',
  },
  component: OfferCard,
});

export interface OpeningHoursProps {
  title: string;
  hours: { days: string; time: string }[];
}

export const openingHoursBlock = defineBlock<OpeningHoursProps>({
  label: 'Öffnungszeiten',
  defaults: {
    title: 'Öffnungszeiten',
    hours: [
      { days: 'Montag bis Freitag', time: '6:00–22:00 Uhr' },
      { days: 'Samstag', time: '8:00–20:00 Uhr' },
      { days: 'Sonntag', time: '10:00–18:00 Uhr' },
    ],
  },
  component: ({ title, hours }) => (
    <section className="section section--muted" aria-labelledby="opening-hours-heading">
      <div className="container opening-hours">
        <h2 id="opening-hours-heading">
          <Icon name="clock" /> {title}
        </h2>
        <dl className="opening-hours__list">
          {hours.map((entry) => (
            <div key={entry.days}>
              <dt>{entry.days}</dt>
              <dd>{entry.time}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  ),
});
