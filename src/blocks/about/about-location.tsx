// The about page's location (seed 002 §3 "Location", §9 opening hours): photo, address, phone, e-mail, opening
// hours, an external directions link and the map area. The map is the consent-gated map embed (loaded only with
// 'Externe Medien'), with this block's map title over the embed's defaults.
import { mapEmbedKind } from '#domain/blocks/kinds/core';
import { useId } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { aboutLocationKind } from '#domain/blocks/kinds/about';
import { SmartLink } from '../../components/blocks/smart-link';
import { ExternalEmbed } from '../../components/consent/embed';
import { buttonClassName } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { imageByKey } from '#domain/content/images';
import './about.css';
import { Section, sectionHead } from '../../components/layout/section';

export function AboutLocation(props: PropsOf<typeof aboutLocationKind>) {
  const headingId = useId();
  const image = imageByKey(props.image);
  return (
    <Section
      {...sectionHead({ ...props, subtitle: props.description })}
      headingId={headingId}
      tone="muted"
      className="about-location"
    >
      <div className="about-location__grid">
        {image && (
          <div className="about-location__media">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 64rem) 34rem, 100vw"
              className="about-location__image"
            />
          </div>
        )}
        <div className="about-location__details">
          <h3 className="about-location__name">{props.name}</h3>
          <address className="about-location__address">
            <p>
              <Icon name="map-pin" /> {props.street}, {props.city}
            </p>
            {props.phone && (
              <p>
                <Icon name="phone" /> <a href={`tel:${props.phone.replace(/[^+\d]/g, '')}`}>{props.phone}</a>
              </p>
            )}
            {props.email && (
              <p>
                <Icon name="mail" /> <a href={`mailto:${props.email}`}>{props.email}</a>
              </p>
            )}
          </address>
          {props.hours.length > 0 && (
            <>
              <h3 className="about-location__hours-title">
                <Icon name="clock" /> {props.hoursTitle}
              </h3>
              <dl className="about-location__hours">
                {props.hours.map((entry) => (
                  <div key={entry.day}>
                    <dt>{entry.day}</dt>
                    <dd>{entry.time}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {props.ctaText &&
            (props.ctaExternal ? (
              <a
                href={props.ctaUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ variant: 'secondaryFull', size: 'lg' })}
              >
                <Icon name="map-pin" />
                <span className="btn__label">{props.ctaText}</span>
                <span className="visually-hidden"> (öffnet in neuem Tab)</span>
              </a>
            ) : (
              <SmartLink to={props.ctaUrl} variant="secondaryFull" size="lg">
                {props.ctaText}
              </SmartLink>
            ))}
        </div>
      </div>
      {props.showMap && (
        <div className="about-location__map">
          <ExternalEmbed {...mapEmbedKind.defaults} title={props.mapTitle ?? mapEmbedKind.defaults.title} />
        </div>
      )}
    </Section>
  );
}

export default AboutLocation;
