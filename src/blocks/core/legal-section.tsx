// The privacy page's blocks (seed 002 §2): numbered sections with accordions or paragraphs in 1 to 4 columns on
// one of four gradients, the rights section, the privacy contact and responsible-party cards, the template notice.
import type { PropsOf } from '#domain/blocks/define';
import type { legalSectionKind, privacyContactsKind, privacyRightsKind } from '#domain/blocks/kinds/core';
import { SmartLink } from '../../components/blocks/smart-link';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icon';
import { STUDIO_CONTACT } from '#domain/content/marketing';
import { AccordionItem } from '../../components/layout/accordion';
import './blocks.css';

function columns(value: number): number {
  return Math.min(4, Math.max(1, Math.round(value) || 1));
}

export function LegalSection(props: PropsOf<typeof legalSectionKind>) {
  const headingId = `legal-${props.number}`;
  return (
    <section className={`legal legal--${props.gradient}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="legal__title">
          <span className="legal__number">{props.number}</span> {props.title}
        </h2>
        {props.intro && <p className="lead">{props.intro}</p>}
        {props.paragraphs.map((text) => (
          <p key={text} className="legal__text">
            {text}
          </p>
        ))}
        {props.accordions.length > 0 && (
          <div className={`legal__grid legal__grid--${columns(props.gridColumns)}`}>
            {props.accordions.map((item) => (
              <AccordionItem key={item.title} title={item.title}>
                <p>{item.body}</p>
              </AccordionItem>
            ))}
          </div>
        )}
        {props.linkText && props.linkUrl && (
          <p className="legal__link">
            <SmartLink to={props.linkUrl} variant="outline" iconEnd="arrow-right">
              {props.linkText}
            </SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}

export function PrivacyRights({
  title,
  intro,
  rights,
  gridColumns,
  gradient,
  complaint,
}: PropsOf<typeof privacyRightsKind>) {
  return (
    <section className={`legal legal--${gradient}`} aria-labelledby="privacy-rights">
      <div className="container">
        <h2 id="privacy-rights" className="legal__title">
          <Icon name="shield" /> {title}
        </h2>
        {intro && <p className="lead">{intro}</p>}
        <ul className={`legal__grid legal__grid--${columns(gridColumns)}`}>
          {rights.map((right) => (
            <li key={right.title}>
              <Card as="article" className="legal__right">
                <h3>{right.title}</h3>
                <p>{right.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        {complaint && <p className="legal__text">{complaint}</p>}
      </div>
    </section>
  );
}

export function PrivacyContacts({
  privacyTitle,
  privacyText,
  responsibleTitle,
  phoneLabel,
  emailLabel,
}: PropsOf<typeof privacyContactsKind>) {
  return (
    <section className="section" aria-label="Kontakt zum Datenschutz">
      <div className="container legal__cards">
        <Card as="article">
          <h2 className="legal__card-title">
            <Icon name="mail" /> {privacyTitle}
          </h2>
          <p>{privacyText}</p>
          <p>
            <a href={`mailto:${STUDIO_CONTACT.privacyEmail}`}>{STUDIO_CONTACT.privacyEmail}</a>
          </p>
        </Card>
        <Card as="article">
          <h2 className="legal__card-title">
            <Icon name="home" /> {responsibleTitle}
          </h2>
          <address>
            {STUDIO_CONTACT.owner}
            <br />
            {STUDIO_CONTACT.street}
            <br />
            {STUDIO_CONTACT.city}
            <br />
            {phoneLabel}:{' '}
            <a href={`tel:${STUDIO_CONTACT.phone.replace(/\s/g, '')}`}>{STUDIO_CONTACT.phone}</a>
            <br />
            {emailLabel}: <a href={`mailto:${STUDIO_CONTACT.email}`}>{STUDIO_CONTACT.email}</a>
          </address>
        </Card>
      </div>
    </section>
  );
}

export default LegalSection;
