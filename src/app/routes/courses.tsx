// /kurse and /courses (the same page, DECISIONS "Courses"): the course offering of this and next week with the
// filters of seed 000 §3 in the URL; a signed-in member sees which sessions their memberships do not cover.
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { isChain, useLocations } from '../../features/locations/api/get-locations';
import { Island } from '../islands/island';
import { LocatedCatalogue } from '../located-catalogue';
import { useCoverageNote } from './booking-slot';
import './courses.css';

export function CoursesPage() {
  const coverageNote = useCoverageNote();
  // A chain's list hydrates at once: the remembered location replaces every location's sessions (issue 34).
  const chain = isChain(useLocations());
  return (
    <>
      <DocumentTitle title="Kurse" />
      <PageHeader
        eyebrow="Kursangebot"
        heading="Kurse"
        intro="Entdecke unser vielfältiges Kursangebot: von funktionellem Ganzkörpertraining über HIIT bis zu Mobility – für Einsteiger wie für Fortgeschrittene."
      />
      <div className="container courses-page">
        {/* On a page of islands the filters hydrate on the first tap or focus (decision 0183). */}
        <Island kind="@catalogue" props={{}} when={chain ? 'load' : 'interaction'}>
          <LocatedCatalogue entryNote={coverageNote} />
        </Island>
      </div>
    </>
  );
}
