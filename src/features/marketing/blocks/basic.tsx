// Small blocks: the page header, the call to action (variants default, gradient, outline; trust indicators), the
// offer card and the opening hours (seed 001 §9 gym hours).
import { defineBlock } from '../../../components/blocks/block';
import { SmartLink } from '../../../components/blocks/smart-link';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CallToActionBand } from '../../../components/layout/call-to-action';
import { Section } from '../../../components/layout/section';
import './blocks.css';
import { callToActionDefaults, offerCardDefaults } from '../../../content/blocks/marketing';
import type { CallToActionProps, OfferCardProps } from '../../../content/blocks/marketing';

export function CallToAction(props: CallToActionProps) {
  return <CallToActionBand {...props} />;
}

/** Seed 002 §2: primary call to action free trial at /kontakt, secondary view courses at /kurse. */
export const callToActionBlock = defineBlock<CallToActionProps>({
  label: 'Call to Action',
  defaults: callToActionDefaults,
  component: CallToAction,
});

export function OfferCard(props: OfferCardProps) {
  return (
    <Section label={props.title} innerClassName="offer">
      <Card as="article" className={props.featured ? 'offer__card offer__card--featured' : 'offer__card'}>
        {props.featured && (
          <Badge variant="popular" position="top-right">
            {props.featuredLabel}
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
    </Section>
  );
}

/** Seed 001 §9 "Challenge offer". */
export const offerCardBlock = defineBlock<OfferCardProps>({
  label: 'Angebotskarte',
  defaults: offerCardDefaults,
  component: OfferCard,
});
