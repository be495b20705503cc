// The challenge FAQ (seed 001 §2 item 6, §9 "FAQ content figures"; anchor faq): the marketing feature's FAQ
// section with the challenge questions, its bottom contact section (still-have-questions) carrying four contact
// cards with the page's anchors beratung, whatsapp, kontakt and probetraining. Features never import each other,
// so the FAQ section component is handed in where the registry is composed (src/app/blocks/registry.tsx).
import type { ComponentType, ReactNode } from 'react';
import { defineBlock, type BlockDefinition } from '../../components/blocks/block';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon, ICON_NAMES, type IconName } from '../../components/ui/icon';
import type { FaqCategory, FaqItem } from '../../content/marketing';
import { CHALLENGE_FAQS, CONTACT_CARDS, FAQ_CATEGORIES, type ContactCard } from './content';
import './challenge.css';

/** The props of the marketing FAQ section this block renders (structurally the same type). */
export interface FaqSectionLikeProps {
  badge: string;
  title: string;
  subtitle: string;
  showSearch: boolean;
  searchPlaceholder: string;
  showCategories: boolean;
  showCategoryIcons: boolean;
  categories: FaqCategory[];
  faqs: FaqItem[];
  contactTitle: string;
  contactText: string;
  contactUrl: string;
  anchor?: string;
  contactExtra?: ReactNode;
}

export interface TransformationFaqProps extends Omit<FaqSectionLikeProps, 'anchor' | 'contactExtra'> {
  anchor: string;
  contactCards: ContactCard[];
}

const iconOf = (name: string) => (ICON_NAMES.includes(name as IconName) ? (name as IconName) : undefined);

export function ContactCards({ cards }: { cards: ContactCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className="contact-cards">
      {cards.map((card) => {
        const icon = iconOf(card.icon);
        return (
          <li key={card.id || card.title} id={card.id || undefined} className="contact-card">
            {icon && (
              <span className="contact-card__icon">
                <Icon name={icon} size="1.25rem" />
              </span>
            )}
            <h4 className="contact-card__title">{card.title}</h4>
            <p>{card.text}</p>
            <SmartLink to={card.url} variant="ghost" size="sm" iconEnd="arrow-right">
              {card.linkText}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}

export const TRANSFORMATION_FAQ_DEFAULTS: TransformationFaqProps = {
  anchor: 'faq',
  badge: 'FAQ',
  title: 'Häufige Fragen zur Challenge',
  subtitle: 'Preise, Cashback, Garantie und Training – hier findest du die Antworten.',
  showSearch: true,
  searchPlaceholder: 'Frage suchen …',
  showCategories: true,
  showCategoryIcons: true,
  categories: FAQ_CATEGORIES,
  faqs: CHALLENGE_FAQS,
  contactTitle: 'Noch Fragen?',
  contactText: 'Schreib uns – wir antworten innerhalb von 2 Stunden.',
  contactUrl: '/kontakt',
  contactCards: CONTACT_CARDS,
};

/** The block, given the marketing FAQ section to render (see the file comment). */
export function createTransformationFaqBlock(
  FaqSection: ComponentType<FaqSectionLikeProps>,
): BlockDefinition<TransformationFaqProps> {
  function TransformationFaq({ contactCards, ...props }: TransformationFaqProps) {
    return <FaqSection {...props} contactExtra={<ContactCards cards={contactCards} />} />;
  }
  return defineBlock<TransformationFaqProps>({
    label: 'Transformation: FAQ',
    defaults: TRANSFORMATION_FAQ_DEFAULTS,
    component: TransformationFaq,
  });
}
