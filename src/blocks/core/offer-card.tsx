// The offer card.
import type { PropsOf } from '#domain/blocks/define';
import type { offerCardKind } from '#domain/blocks/kinds/core';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Section } from '../../components/layout/section';
import './blocks.css';

/** Seed 001 §9 "Challenge offer". */
export function OfferCard(props: PropsOf<typeof offerCardKind>) {
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
