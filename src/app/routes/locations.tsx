// A chain's public side (issue 34): /standorte lists the locations with address and opening hours, each linking to
// its week; /standorte/<slug> is one location's week (server-rendered with the week as an island, as the start
// page's is) with its address and hours above it. A single location has no such pages: both are the 404 page, as
// they were before locations existed.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { isChain, locationsQuery } from '../../features/locations/api/get-locations';
import { LocationCard } from '../../features/locations/components/location-card';
import { NotFoundPage } from '../errors/not-found-page';
import { Island } from '../islands/island';
import { PageLoader } from '../root';
import { BookableWeekGrid } from './booking-slot';

export const LOCATIONS_INTRO =
  'Unsere Studios mit Adresse und Öffnungszeiten – und der Kurswoche jedes Standorts.';

export function LocationsPage() {
  const { data, isPending } = useQuery(locationsQuery());
  if (isPending && !data) return <PageLoader />;
  if (!data || !isChain(data)) return <NotFoundPage />;
  return (
    <>
      <DocumentTitle title="Standorte" />
      <meta name="description" content={LOCATIONS_INTRO} />
      <PageHeader eyebrow="Standort wählen" heading="Standorte" intro={LOCATIONS_INTRO} />
      <div className="container section">
        <ul className="location-list">
          {data.map((location) => (
            <li key={location.id}>
              <LocationCard location={location}>
                <Link to={paths.location(location.slug)}>
                  Kurswoche<span className="visually-hidden"> {location.name}</span>
                </Link>
              </LocationCard>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function LocationWeekPage() {
  const { slug } = useParams();
  const { data, isPending } = useQuery(locationsQuery());
  if (isPending && !data) return <PageLoader />;
  const location = data && isChain(data) ? data.find((l) => l.slug === slug) : undefined;
  if (!location) return <NotFoundPage />;
  const intro = `Die Kurse dieser Woche im ${location.name}: ${location.street}, ${location.postalCode} ${location.city}.`;
  return (
    <>
      <DocumentTitle title={`${location.name} – Kurswoche`} />
      <meta name="description" content={intro} />
      <PageHeader eyebrow="Standort" heading={location.name} intro={intro} />
      <div className="container section">
        <LocationCard location={location} heading="h2">
          <Link to={paths.coursesAt(location.slug)}>
            Alle Kurse<span className="visually-hidden"> im {location.name}</span>
          </Link>
          <Link to={paths.locations}>Alle Standorte</Link>
        </LocationCard>
      </div>
      <div className="section section--schedule">
        <div className="container home-schedule">
          <Island kind="@week" props={{ fixedLocation: location.slug }} when="interaction">
            <BookableWeekGrid fixedLocation={location.slug} />
          </Island>
        </div>
      </div>
    </>
  );
}
