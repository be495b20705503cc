// Feature layouts of seed 002 §3: alternating feature rows, bento grid, feature showcase, feature grid (cards 1
// and 3 wide), content image grid and the five-cell content bento grid. Images are keys of src/content/images.ts.
import { useId, type CSSProperties } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import { IMAGES } from '../../content/images';
import { BlockImage } from './block-image';
import { cssAspectRatio, iconFromPath, isWideFeature } from './layout';
import { SectionHead } from '../../components/blocks/section-head';
import './content-blocks.css';

const gallery = (index: number) => IMAGES.gallery[index]?.key ?? '';

interface SectionText {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}

/* ---------- Alternating features ---------- */

export interface FeatureRow {
  number: string;
  heading: string;
  description: string;
  image: string;
  imageAlt: string;
  primaryButtonText: string;
  primaryButtonUrl: string;
  secondaryButtonText: string;
  secondaryButtonUrl: string;
}

export interface AlternatingFeaturesProps extends SectionText {
  features: FeatureRow[];
}

export function AlternatingFeatures(props: AlternatingFeaturesProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section alt-features" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <ol className="alt-features__list">
          {props.features.map((row, index) => (
            <li key={row.heading} className={index % 2 ? 'alt-feature alt-feature--reverse' : 'alt-feature'}>
              <BlockImage
                imageKey={row.image}
                alt={row.imageAlt}
                sizes="(min-width: 48rem) 50vw, 100vw"
                aspectRatio="4 / 3"
                className="alt-feature__image"
              />
              <div className="alt-feature__copy">
                {row.number && (
                  <p className="alt-feature__number" aria-hidden="true">
                    {row.number}
                  </p>
                )}
                <h3>{row.heading}</h3>
                <p>{row.description}</p>
                <div className="cb-actions">
                  {row.primaryButtonText && (
                    <SmartLink to={row.primaryButtonUrl} iconEnd="arrow-right">
                      {row.primaryButtonText}
                    </SmartLink>
                  )}
                  {row.secondaryButtonText && (
                    <SmartLink to={row.secondaryButtonUrl} variant="outline">
                      {row.secondaryButtonText}
                    </SmartLink>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export const alternatingFeaturesBlock = defineBlock<AlternatingFeaturesProps>({
  label: 'Abwechselnde Feature-Zeilen',
  defaults: {
    anchor: '',
    eyebrow: 'So trainierst du bei uns',
    title: 'Drei Schritte zu deiner besten Form',
    subtitle: '',
    features: [
      {
        number: '01',
        heading: 'Probetraining und Standortbestimmung',
        description:
          'Wir lernen dich kennen, testen Kraft, Ausdauer und Beweglichkeit und setzen gemeinsam dein Ziel.',
        image: gallery(0),
        imageAlt: '',
        primaryButtonText: 'Probetraining buchen',
        primaryButtonUrl: '#probetraining',
        secondaryButtonText: '',
        secondaryButtonUrl: '',
      },
      {
        number: '02',
        heading: 'Functional Training in kleinen Gruppen',
        description:
          'Drei Einheiten pro Woche mit Kettlebells, Zugseilen und dem eigenen Körpergewicht – immer mit Trainer.',
        image: gallery(1),
        imageAlt: '',
        primaryButtonText: 'Kurse ansehen',
        primaryButtonUrl: '/kurse',
        secondaryButtonText: '',
        secondaryButtonUrl: '',
      },
      {
        number: '03',
        heading: 'HIIT, das Ergebnisse sichtbar macht',
        description:
          'Kurze, intensive Intervalle bringen deinen Puls hoch und deinen Fortschritt schneller voran, als du denkst.',
        image: gallery(2),
        imageAlt: '',
        primaryButtonText: 'Zur 7-Wochen-Challenge',
        primaryButtonUrl: '/7-wochen-challenge',
        secondaryButtonText: 'Fragen stellen',
        secondaryButtonUrl: '/kontakt',
      },
    ],
  },
  component: AlternatingFeatures,
});

/* ---------- Bento grid ---------- */

export interface BentoCard {
  type: 'image' | 'content';
  heading: string;
  description: string;
  image: string;
  imageAlt: string;
  buttonText: string;
  buttonUrl: string;
  backgroundColor: string;
  textColor: string;
  spanFull: boolean;
}

export interface BentoGridProps extends SectionText {
  featuredCard: BentoCard;
  cards: BentoCard[];
}

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
          <SmartLink to={card.buttonUrl} size="sm" variant={featured ? 'primary' : 'secondary'}>
            {card.buttonText}
          </SmartLink>
        )}
      </div>
    </li>
  );
}

export function BentoGrid(props: BentoGridProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <ul className="bento">
          <BentoTile card={props.featuredCard} featured />
          {props.cards.map((card) => (
            <BentoTile key={card.heading} card={card} />
          ))}
        </ul>
      </div>
    </section>
  );
}

const bentoCard = (card: Partial<BentoCard> & Pick<BentoCard, 'heading'>): BentoCard => ({
  type: 'content',
  description: '',
  image: '',
  imageAlt: '',
  buttonText: '',
  buttonUrl: '',
  backgroundColor: '',
  textColor: '',
  spanFull: false,
  ...card,
});

export const bentoGridBlock = defineBlock<BentoGridProps>({
  label: 'Bento-Raster',
  defaults: {
    anchor: '',
    eyebrow: 'Dein Studio',
    title: 'Alles, was du für dein Training brauchst',
    subtitle: '',
    featuredCard: bentoCard({
      type: 'image',
      heading: 'Functional Training & HIIT',
      description: 'Unsere Kurse verbinden Kraft, Ausdauer und Beweglichkeit – in 45 Minuten pro Einheit.',
      image: gallery(3),
      buttonText: 'Kurse ansehen',
      buttonUrl: '/kurse',
    }),
    cards: [
      bentoCard({
        heading: 'Kleine Gruppen',
        description: 'Jeder Trainer hat dich im Blick.',
        backgroundColor: '#1b365d',
        textColor: '#ffffff',
      }),
      bentoCard({
        type: 'image',
        heading: 'Moderne Trainingsfläche',
        description: 'Kettlebells, Rudergeräte, Zugseile und viel Platz.',
        image: gallery(4),
      }),
      bentoCard({
        heading: 'Probetraining gratis',
        description: '7 Tage kostenlos testen – ohne Anmeldegebühr.',
        buttonText: 'Jetzt starten',
        buttonUrl: '#probetraining',
        spanFull: true,
      }),
    ],
  },
  component: BentoGrid,
});

/* ---------- Feature showcase ---------- */

export interface FeaturedItem {
  image: string;
  imageAlt: string;
  heading: string;
  description: string;
}

export interface FeatureShowcaseProps extends SectionText {
  featuredItems: FeaturedItem[];
}

export function FeatureShowcase(props: FeatureShowcaseProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section section--muted" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <ul className="showcase">
          {props.featuredItems.map((item) => (
            <li key={item.heading} className="showcase__item">
              <BlockImage
                imageKey={item.image}
                alt={item.imageAlt}
                sizes="(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw"
                aspectRatio="4 / 3"
              />
              <h3>{item.heading}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const featureShowcaseBlock = defineBlock<FeatureShowcaseProps>({
  label: 'Feature-Showcase',
  defaults: {
    anchor: '',
    eyebrow: 'Unser Trainingskonzept',
    title: 'Funktionell. Intensiv. Durchdacht.',
    subtitle: 'Jede Einheit folgt einem Plan – damit aus Schweiß Fortschritt wird.',
    featuredItems: [
      {
        image: gallery(5),
        imageAlt: '',
        heading: 'Kraft aus echten Bewegungen',
        description: 'Heben, Ziehen, Drücken, Tragen: Übungen, die dich im Alltag stärker machen.',
      },
      {
        image: gallery(6),
        imageAlt: '',
        heading: 'HIIT mit System',
        description: 'Belastung und Pause im richtigen Verhältnis – für maximale Wirkung in kurzer Zeit.',
      },
      {
        image: gallery(7),
        imageAlt: '',
        heading: 'Coaching in jeder Einheit',
        description: 'Deine Trainer korrigieren, motivieren und passen jede Übung an dein Level an.',
      },
    ],
  },
  component: FeatureShowcase,
});

/* ---------- Feature grid ---------- */

export interface GridFeature {
  number: string;
  heading: string;
  description: string;
  backgroundColor: string;
  textColor: string;
  numberColor: string;
  borderColor: string;
}

export interface FeatureGridProps extends SectionText {
  showButton: boolean;
  buttonText: string;
  buttonUrl: string;
  features: GridFeature[];
}

export function FeatureGrid(props: FeatureGridProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <ul className="feature-grid">
          {props.features.map((feature, index) => (
            <li
              key={feature.heading}
              className={
                isWideFeature(index) ? 'feature-grid__card feature-grid__card--wide' : 'feature-grid__card'
              }
              style={
                {
                  ...(feature.backgroundColor ? { background: feature.backgroundColor } : {}),
                  ...(feature.textColor ? { color: feature.textColor } : {}),
                  ...(feature.borderColor ? { borderColor: feature.borderColor } : {}),
                  ...(feature.numberColor ? { '--feature-number': feature.numberColor } : {}),
                } as CSSProperties
              }
            >
              <p className="feature-grid__number" aria-hidden="true">
                {feature.number}
              </p>
              <h3>{feature.heading}</h3>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
        {props.showButton && props.buttonText && (
          <div className="cb-actions cb-actions--center">
            <SmartLink to={props.buttonUrl} iconEnd="arrow-right">
              {props.buttonText}
            </SmartLink>
          </div>
        )}
      </div>
    </section>
  );
}

const gridFeature = (number: string, heading: string, description: string, dark = false): GridFeature => ({
  number,
  heading,
  description,
  backgroundColor: dark ? '#1b365d' : '',
  textColor: dark ? '#ffffff' : '',
  numberColor: dark ? '#ff9a73' : '',
  borderColor: '',
});

export const featureGridBlock = defineBlock<FeatureGridProps>({
  label: 'Feature-Raster',
  defaults: {
    anchor: '',
    eyebrow: 'Was dich erwartet',
    title: 'Vier Gründe für dein Training bei uns',
    subtitle: '',
    showButton: true,
    buttonText: 'Kostenloses Probetraining',
    buttonUrl: '#probetraining',
    features: [
      gridFeature(
        '01',
        'Ganzkörpertraining in 45 Minuten',
        'Functional Training und HIIT kombiniert: effizient, abwechslungsreich und fordernd.',
        true,
      ),
      gridFeature('02', 'Für jedes Level', 'Jede Übung hat eine leichtere und eine schwerere Variante.'),
      gridFeature(
        '03',
        'Trainer an deiner Seite',
        'Professionelle Coaches achten auf Technik und Tempo – in jeder Einheit, bei jeder Wiederholung.',
      ),
      gridFeature(
        '04',
        'Community statt Anonymität',
        'Man kennt sich, man wartet aufeinander, man feiert gemeinsam.',
        true,
      ),
    ],
  },
  component: FeatureGrid,
});

/* ---------- Content image grid ---------- */

export interface ContentImageGridProps extends Pick<SectionText, 'anchor' | 'eyebrow'> {
  contentHeading: string;
  contentDescription: string;
  ctaText: string;
  ctaUrl: string;
  featurePills: { text: string }[];
  image1: string;
  image1Alt: string;
  image2: string;
  image2Alt: string;
  image3: string;
  image3Alt: string;
  imageAspectRatio: string;
}

export function ContentImageGrid(props: ContentImageGridProps) {
  const headingId = useId();
  const ratio = cssAspectRatio(props.imageAspectRatio);
  const images = [
    [props.image1, props.image1Alt],
    [props.image2, props.image2Alt],
    [props.image3, props.image3Alt],
  ] as const;
  return (
    <section id={props.anchor || undefined} className="section" aria-labelledby={headingId}>
      <div className="container content-image-grid">
        <div className="content-image-grid__copy">
          {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
          <h2 id={headingId}>{props.contentHeading}</h2>
          <p className="lead">{props.contentDescription}</p>
          {props.featurePills.length > 0 && (
            <ul className="cb-pills">
              {props.featurePills.map((pill) => (
                <li key={pill.text}>
                  <Icon name="check" /> {pill.text}
                </li>
              ))}
            </ul>
          )}
          {props.ctaText && (
            <SmartLink to={props.ctaUrl} iconEnd="arrow-right">
              {props.ctaText}
            </SmartLink>
          )}
        </div>
        <div className="content-image-grid__images">
          {images.map(([key, alt], index) => (
            <BlockImage
              key={index}
              imageKey={key}
              alt={alt}
              sizes="(min-width: 64rem) 25vw, 50vw"
              aspectRatio={ratio}
              className={index === 0 ? 'content-image-grid__first' : undefined}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

export const contentImageGridBlock = defineBlock<ContentImageGridProps>({
  label: 'Inhalt mit Bildraster',
  defaults: {
    anchor: '',
    eyebrow: 'Kraftraum Studio',
    contentHeading: 'Mehr als ein Fitnessstudio',
    contentDescription:
      'Bei uns trainierst du nicht neben Fremden, sondern mit Menschen, die dasselbe Ziel haben – angeleitet von Trainern, die deinen Namen kennen.',
    ctaText: 'Lerne uns kennen',
    ctaUrl: '/ueber-uns',
    featurePills: [
      { text: 'Functional Training' },
      { text: 'HIIT' },
      { text: 'Kleine Gruppen' },
      { text: 'Morgenkurse ab 6:30 Uhr' },
    ],
    image1: gallery(0),
    image1Alt: '',
    image2: gallery(3),
    image2Alt: '',
    image3: gallery(5),
    image3Alt: '',
    imageAspectRatio: '4/3',
  },
  component: ContentImageGrid,
});

/* ---------- Content bento grid ---------- */

export interface BentoCell {
  icon: string;
  heading: string;
  description: string;
  image: string;
  imageAlt: string;
  minHeight: '250px' | '400px';
  ctaText: string;
  ctaUrl: string;
}

export interface ContentBentoGridProps extends SectionText {
  cells: BentoCell[];
}

export function ContentBentoGrid(props: ContentBentoGridProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section section--muted" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <ul className="content-bento">
          {props.cells.slice(0, 5).map((cell) => (
            <li
              key={cell.heading}
              className={
                cell.image ? 'content-bento__cell content-bento__cell--image' : 'content-bento__cell'
              }
              style={{ minHeight: cell.minHeight }}
            >
              {cell.image && (
                <BlockImage
                  imageKey={cell.image}
                  alt={cell.imageAlt}
                  sizes="(min-width: 64rem) 33vw, 100vw"
                  className="content-bento__image"
                />
              )}
              <div className="content-bento__copy">
                {cell.icon && (
                  <span className="usp-card__icon">
                    <Icon name={iconFromPath(cell.icon, 'zap')} size="1.5rem" />
                  </span>
                )}
                <h3>{cell.heading}</h3>
                <p>{cell.description}</p>
                {cell.ctaText && (
                  <SmartLink to={cell.ctaUrl} size="sm" variant="secondary">
                    {cell.ctaText}
                  </SmartLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const cell = (fields: Partial<BentoCell> & Pick<BentoCell, 'heading' | 'description'>): BentoCell => ({
  icon: '',
  image: '',
  imageAlt: '',
  minHeight: '250px',
  ctaText: '',
  ctaUrl: '',
  ...fields,
});

export const contentBentoGridBlock = defineBlock<ContentBentoGridProps>({
  label: 'Inhalts-Bento',
  defaults: {
    anchor: '',
    eyebrow: 'Dein Trainingsalltag',
    title: 'Fünf Dinge, die den Unterschied machen',
    subtitle: '',
    cells: [
      cell({
        heading: 'Morgens trainieren, den ganzen Tag profitieren',
        description: 'Unsere Kurse starten um 6:30 Uhr – der beste Start in einen energiegeladenen Tag.',
        image: gallery(1),
        minHeight: '400px',
        ctaText: 'Morgenkurse ansehen',
        ctaUrl: '/kurse',
      }),
      cell({
        icon: 'clock',
        heading: '45 Minuten',
        description: 'Kurz genug für jeden Alltag, intensiv genug für echte Ergebnisse.',
      }),
      cell({
        icon: 'users',
        heading: 'Kleine Gruppen',
        description: 'Persönliche Betreuung statt Massenabfertigung.',
      }),
      cell({
        icon: 'trophy',
        heading: 'Sichtbare Erfolge',
        description: 'Regelmäßige Checks machen deinen Fortschritt messbar.',
      }),
      cell({
        icon: 'heart',
        heading: 'Probetraining',
        description: 'Teste uns 7 Tage kostenlos – ganz ohne Anmeldegebühr.',
        ctaText: 'Termin finden',
        ctaUrl: '#probetraining',
      }),
    ],
  },
  component: ContentBentoGrid,
});
