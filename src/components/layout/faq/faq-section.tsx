// The FAQ section (seed 001 §2, §4, §5; seed 002 §3): search (question or answer, any case) combined with the
// category chips 'Alle' + the categories; several answers open at once; choosing a category clears the search and
// closes all; the no-result texts; 'Hilfreiche Links' per answer; an optional contact prompt; a closing contact
// section.
import { useId, useState } from 'react';
import { FAQ_ALL, filterFaq } from '#domain/marketing/faq';
import { SmartLink } from '../../blocks/smart-link';
import { Badge } from '../../ui/badge';
import { Icon } from '../../ui/icon';
import { AccordionItem } from '../accordion';
import './faq.css';
import type { ReactNode } from 'react';
import type { FaqSectionValues } from '#domain/blocks/shared-fields';

export interface FaqLabels {
  allCategories: string;
  search: string;
  emptyTitle: string;
  emptyText: string;
  linksTitle: string;
  askText: string;
  askButton: string;
  contactButton: string;
}

/** The FAQ section's own labels (every FAQ block, the challenge page's too). */
export const FAQ_LABELS: FaqLabels = {
  allCategories: 'Alle',
  search: 'Fragen durchsuchen',
  emptyTitle: 'Keine Ergebnisse gefunden',
  emptyText: 'Versuche andere Suchbegriffe oder kontaktiere uns direkt.',
  linksTitle: 'Hilfreiche Links',
  askText: 'Noch unsicher?',
  askButton: 'Fragen stellen',
  contactButton: 'Kontakt aufnehmen',
};

/** The section's inputs (domain/blocks/shared-fields.ts) and what a wrapping block adds. */
export type FaqSectionProps = FaqSectionValues & {
  /** The section's id (default 'faq'; '' = none). */
  anchor?: string;
  /** Extra content at the end of the contact section (e.g. the challenge page's contact cards). */
  contactExtra?: ReactNode;
  /** The section's own labels; a wrapping block may leave them out (then FAQ_LABELS). */
  labels?: Partial<FaqLabels>;
};

export function FaqSection(props: FaqSectionProps) {
  const id = useId();
  const labels = { ...FAQ_LABELS, ...props.labels };
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(FAQ_ALL);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const visible = filterFaq(props.faqs, search, category);

  const choose = (next: string) => {
    setCategory(next);
    setSearch('');
    setOpen(new Set());
  };
  const toggle = (question: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(question)) next.delete(question);
      else next.add(question);
      return next;
    });

  // A category without a question is not offered (issue 20): its chip would only ever show an empty list.
  const chips = [
    { id: FAQ_ALL, name: labels.allCategories, emoji: '' },
    ...props.categories.flatMap(({ id, name, emoji }) =>
      id && props.faqs.some((faq) => faq.category === id)
        ? [{ id, name: name ?? id, emoji: emoji ?? '' }]
        : [],
    ),
  ];
  return (
    <section
      className="section faq"
      id={(props.anchor ?? 'faq') || undefined}
      aria-labelledby={`${id}-title`}
    >
      <div className="container faq__inner">
        <div className="section__head">
          {props.badge && <Badge variant="featured">{props.badge}</Badge>}
          <h2 id={`${id}-title`}>{props.title}</h2>
          {props.subtitle && <p className="lead">{props.subtitle}</p>}
        </div>

        {props.showSearch && (
          <div className="faq__search">
            <label htmlFor={`${id}-search`} className="visually-hidden">
              {labels.search}
            </label>
            <Icon name="list" className="faq__search-icon" />
            <input
              id={`${id}-search`}
              type="search"
              className="field__input"
              placeholder={props.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        )}

        {props.showCategories && (
          <div className="faq__chips" role="group" aria-label="Kategorie">
            {chips.map((chip) => (
              <button
                key={chip.id}
                type="button"
                className={chip.id === category ? 'faq__chip faq__chip--active' : 'faq__chip'}
                aria-pressed={chip.id === category}
                onClick={() => choose(chip.id)}
              >
                {props.showCategoryIcons && chip.emoji && <span aria-hidden="true">{chip.emoji} </span>}
                {chip.name}
              </button>
            ))}
          </div>
        )}

        <p className="visually-hidden" role="status">
          {visible.length === 1 ? '1 Frage' : `${visible.length} Fragen`}
        </p>

        {visible.length === 0 ? (
          <div className="faq__empty">
            <p className="faq__empty-title">{labels.emptyTitle}</p>
            <p>{labels.emptyText}</p>
          </div>
        ) : (
          <div className="faq__list">
            {visible.map((item) => (
              <AccordionItem
                key={item.question}
                title={item.question}
                open={open.has(item.question)}
                onToggle={() => toggle(item.question)}
              >
                <div
                  className="faq__answer"
                  // The studio's own markup, checked against the allow-list before it ships (src/app/blocks/faq-markup.test.ts);
                  // the visitor's browser does not carry a sanitiser for it.
                  dangerouslySetInnerHTML={{ __html: item.answer }}
                />
                {item.links && item.links.length > 0 && (
                  <div className="faq__links">
                    <p className="faq__links-title">{labels.linksTitle}</p>
                    <ul>
                      {item.links
                        .flatMap(({ url, text = '' }) => (url ? [{ url, text }] : []))
                        .map((link) => (
                          <li key={link.url + link.text}>
                            <SmartLink to={link.url} variant="ghost" size="sm" iconEnd="arrow-right">
                              {link.text}
                            </SmartLink>
                          </li>
                        ))}
                    </ul>
                  </div>
                )}
                {item.showContactCta && (
                  <p className="faq__ask">
                    {labels.askText}{' '}
                    <SmartLink to={props.contactUrl} variant="outline" size="sm">
                      {labels.askButton}
                    </SmartLink>
                  </p>
                )}
              </AccordionItem>
            ))}
          </div>
        )}

        <div className="faq__contact" id="still-have-questions">
          <h3>{props.contactTitle}</h3>
          <p>{props.contactText}</p>
          <SmartLink to={props.contactUrl} variant="secondaryFull" iconEnd="arrow-right">
            {labels.contactButton}
          </SmartLink>
          {props.contactExtra}
        </div>
      </div>
    </section>
  );
}
