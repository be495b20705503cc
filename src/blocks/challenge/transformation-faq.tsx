// The challenge FAQ (seed 001 §2 item 6, §9 "FAQ content figures"; anchor faq): the layout kit's FAQ section with
// the challenge questions, its bottom contact section (still-have-questions) carrying four contact cards with the
// page's anchors beratung, whatsapp, kontakt and probetraining.
import type { PropsOf } from '#domain/blocks/define';
import type { ValuesOf } from '#domain/blocks/field-spec';
import type { transformationFaqKind } from '#domain/blocks/kinds/challenge';
import type { contactCardFields } from '#domain/blocks/kinds/challenge.fields';
import { SmartLink } from '../../components/blocks/smart-link';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { FaqSection } from '../../components/layout/faq/faq-section';
import './challenge.css';

export function ContactCards({ cards }: { cards: ValuesOf<typeof contactCardFields>[] }) {
  if (cards.length === 0) return null;
  return (
    <CardGrid columns={4} className="contact-cards">
      {cards.map((card) => (
        <FeatureCard
          key={card.id || card.title}
          id={card.id || undefined}
          icon={card.icon}
          iconSize="1.25rem"
          title={card.title ?? ''}
          headingLevel={4}
          text={card.text}
        >
          <SmartLink to={card.url ?? ''} variant="ghost" size="sm" iconEnd="arrow-right">
            {card.linkText}
          </SmartLink>
        </FeatureCard>
      ))}
    </CardGrid>
  );
}

export function TransformationFaq({ contactCards, ...props }: PropsOf<typeof transformationFaqKind>) {
  return <FaqSection {...props} contactExtra={<ContactCards cards={contactCards} />} />;
}

export default TransformationFaq;
