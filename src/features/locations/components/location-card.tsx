// One location as a visitor reads it (issue 34): its name, address, phone, e-mail, opening hours and map link. The
// heading level and what it links to (its week, its courses) are the page's to give.
import type { ReactNode } from 'react';
import type { Location } from '#domain/schemas/locations';
import './locations.css';

export function LocationCard({
  location,
  heading: Heading = 'h2',
  children,
}: {
  location: Location;
  heading?: 'h2' | 'h3';
  /** Links below the facts (the location's week, its courses). */
  children?: ReactNode;
}) {
  return (
    <article className="location-card" aria-labelledby={`standort-${location.slug}`}>
      <Heading id={`standort-${location.slug}`}>{location.name}</Heading>
      <address>
        {location.street}
        <br />
        {location.postalCode} {location.city}
        <br />
        <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</a>
        <br />
        <a href={`mailto:${location.email}`}>{location.email}</a>
      </address>
      <dl aria-label={`Öffnungszeiten ${location.name}`}>
        {location.openingHours.map((line) => (
          <div key={`${line.days}-${line.time}`} className="location-card__hours">
            <dt>
              <abbr title={line.daysLong}>{line.days}</abbr>
            </dt>
            <dd>{line.time}</dd>
          </div>
        ))}
      </dl>
      {(location.mapUrl || children) && (
        <p className="location-card__links">
          {children}
          {location.mapUrl && (
            <a href={location.mapUrl} rel="noopener noreferrer" target="_blank">
              Karte öffnen<span className="visually-hidden"> (neues Fenster)</span>
            </a>
          )}
        </p>
      )}
    </article>
  );
}
