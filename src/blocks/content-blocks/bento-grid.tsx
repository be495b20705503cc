// The bento grid (seed 002 §3 "Bento grid"): a featured card and further image or content cards, colours from
// the palette.
import type { CSSProperties } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { BentoCard, bentoGridKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { BlockImage } from './block-image';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';

function BentoTile({ card, featured }: { card: BentoCard; featured?: boolean }) {
  const style = {
    ...(card.backgroundColor ? { background: card.backgroundColor } : {}),
    ...(card.textColor ? { color: card.textColor } : {}),
  } as CSSProperties;
  const classes = [
    'bento__tile',
    `bento__tile--${card.type}`,
    featured && 'bento__tile--featured',
    card.spanFull && 'bento__tile--full',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} style={style}>
      {card.type === 'image' && (
        <BlockImage
          imageKey={card.image}
          alt={card.imageAlt}
          sizes="(min-width: 48rem) 50vw, 100vw"
          className="bento__image"
        />
      )}
      <div className="bento__copy">
        <h3>{card.heading}</h3>
        {card.description && <p>{card.description}</p>}
        {card.buttonText && (
          <SmartLink to={card.buttonUrl ?? ''} size="sm" variant={featured ? 'primary' : 'secondary'}>
            {card.buttonText}
          </SmartLink>
        )}
      </div>
    </li>
  );
}

export function BentoGrid(props: PropsOf<typeof bentoGridKind>) {
  return (
    <Section {...sectionHead(props)}>
      <ul className="bento">
        <BentoTile card={props.featuredCard} featured />
        {props.cards.map((card) => (
          <BentoTile key={card.heading} card={card} />
        ))}
      </ul>
    </Section>
  );
}
