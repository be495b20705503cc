// The privacy page's blocks (seed 002 §2): numbered sections with accordions or paragraphs in 1 to 4 columns on
// one of four gradients, the rights section, the privacy contact and responsible-party cards, the template notice.
// The cookie-settings quick action lives with the consent feature.
import { defineBlock } from '../../../components/blocks/block';
import { SmartLink } from '../../../components/blocks/smart-link';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { STUDIO_CONTACT } from '../../../content/marketing';
import { AccordionItem } from './accordion';
import './blocks.css';

export type Gradient = 'warm' | 'cool' | 'primary' | 'secondary';

export interface LegalSectionProps {
  number: number;
  title: string;
  intro: string;
  paragraphs: string[];
  accordions: { title: string; body: string }[];
  /** 1 to 4 (seed 002 §2). */
  gridColumns: 1 | 2 | 3 | 4;
  gradient: Gradient;
  /** A link below the section (the data-collection section links the cookie settings, seed 002 §2); '' = none. */
  linkText: string;
  linkUrl: string;
}

function columns(value: number): number {
  return Math.min(4, Math.max(1, Math.round(value) || 1));
}

export function LegalSection(props: LegalSectionProps) {
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

export const legalSectionBlock = defineBlock<LegalSectionProps>({
  label: 'Rechtlicher Abschnitt',
  defaults: {
    number: 1,
    title: 'Datenschutz auf einen Blick',
    intro: '',
    paragraphs: [],
    accordions: [],
    gridColumns: 1,
    gradient: 'primary',
    linkText: '',
    linkUrl: '',
  },
  component: LegalSection,
});

export interface PrivacyRightsProps {
  title: string;
  intro: string;
  rights: { title: string; text: string }[];
  gridColumns: 1 | 2 | 3 | 4;
  gradient: Gradient;
}

export const privacyRightsBlock = defineBlock<PrivacyRightsProps>({
  label: 'Deine Rechte',
  defaults: {
    title: 'Deine Rechte',
    intro: 'Du hast jederzeit das Recht, unentgeltlich Folgendes von uns zu verlangen:',
    gridColumns: 4,
    gradient: 'secondary',
    rights: [
      {
        title: 'Auskunft',
        text: 'über Herkunft, Empfänger und Zweck deiner gespeicherten personenbezogenen Daten (Art. 15 DSGVO).',
      },
      {
        title: 'Berichtigung',
        text: 'unrichtiger Daten, die wir über dich gespeichert haben (Art. 16 DSGVO).',
      },
      {
        title: 'Löschung',
        text: 'deiner Daten, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO).',
      },
      {
        title: 'Widerruf',
        text: 'einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO), etwa in den Cookie-Einstellungen.',
      },
    ],
  },
  component: ({ title, intro, rights, gridColumns, gradient }) => (
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
        <p className="legal__text">
          Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren.
        </p>
      </div>
    </section>
  ),
});

export interface PrivacyContactsProps {
  privacyTitle: string;
  privacyText: string;
  responsibleTitle: string;
}

export const privacyContactsBlock = defineBlock<PrivacyContactsProps>({
  label: 'Datenschutz-Kontakt und verantwortliche Stelle',
  defaults: {
    privacyTitle: 'Fragen zum Datenschutz',
    privacyText: 'Schreib uns, wenn du Auskunft möchtest oder eine Einwilligung widerrufen willst.',
    responsibleTitle: 'Verantwortliche Stelle',
  },
  component: ({ privacyTitle, privacyText, responsibleTitle }) => (
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
            Telefon: <a href={`tel:${STUDIO_CONTACT.phone.replace(/\s/g, '')}`}>{STUDIO_CONTACT.phone}</a>
            <br />
            E-Mail: <a href={`mailto:${STUDIO_CONTACT.email}`}>{STUDIO_CONTACT.email}</a>
          </address>
        </Card>
      </div>
    </section>
  ),
});

export const templateNoticeBlock = defineBlock<{ text: string }>({
  label: 'Hinweis: Vorlage',
  defaults: {
    text: 'Vorlage: Dieser Text ist ein Entwurf und keine Rechtsberatung. Das Studio muss ihn vor der Veröffentlichung rechtlich prüfen lassen und die Angaben zu Hoster, Anbietern und Kontakt ergänzen.',
  },
  component: ({ text }) => (
    <div className="container">
      <p className="legal__notice" role="note">
        <Icon name="info" /> {text}
      </p>
    </div>
  ),
});
