// The challenge FAQ (seed 001 §2 item 6, §9 "FAQ content figures"; anchor faq): the marketing feature's FAQ
// section with the challenge questions, its bottom contact section (still-have-questions) carrying four contact
// cards with the page's anchors beratung, whatsapp, kontakt and probetraining. Features never import each other,
// so the FAQ section component is handed in where the registry is composed (src/app/blocks/registry.tsx).
import type { ComponentType } from 'react';
import { defineBlock, type BlockDefinition } from '../../components/blocks/block';
import { SmartLink } from '../../components/blocks/smart-link';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { type ContactCard, transformationFaqDefaults } from '../../content/blocks/challenge';
import './challenge.css';
import type { FaqSectionLikeProps, TransformationFaqProps } from '../../content/blocks/challenge';

export function ContactCards({ cards }: { cards: ContactCard[] }) {
  if (cards.length === 0) return null;
  return (
    <CardGrid columns={4} className="contact-cards">
      {cards.map((card) => (
        <FeatureCard
          key={card.id || card.title}
          id={card.id || undefined}
          icon={card.icon}
          iconSize="1.25rem"
          title={card.title}
          headingLevel={4}
          text={card.text}
        >
          <SmartLink to={card.url} variant="ghost" size="sm" iconEnd="arrow-right">
            {card.linkText}
          </SmartLink>
        </FeatureCard>
      ))}
    </CardGrid>
  );
}

/** The block, given the marketing FAQ section to render (see the file comment). */
export function createTransformationFaqBlock(
  FaqSection: ComponentType<FaqSectionLikeProps>,
): BlockDefinition<TransformationFaqProps> {
  function TransformationFaq({ contactCards, ...props }: TransformationFaqProps) {
    return <FaqSection {...props} contactExtra={<ContactCards cards={contactCards} />} />;
  }
  return defineBlock<TransformationFaqProps>({
    label: 'Transformation: FAQ',
    defaults: transformationFaqDefaults,
    component: TransformationFaq,
  });
}
