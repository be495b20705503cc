// The course list of /kurse (issue 34): in a chain the sessions of the location chosen (./location-choice.tsx),
// with the picker above the filters; a single studio's list as it was. The '@catalogue' island hydrates it.
import type { ReactNode } from 'react';
import type { CourseEntry } from '#domain/courses/expand';
import { CourseCatalogue } from '../features/courses/components/course-catalogue';
import { useCourseLocation } from './location-choice';

export function LocatedCatalogue({ entryNote }: { entryNote?: (entry: CourseEntry) => ReactNode }) {
  const choice = useCourseLocation();
  return (
    <CourseCatalogue
      entryNote={entryNote}
      location={choice.location?.slug}
      toolbar={choice.picker('Zeigt die Kurse dieses Standorts.')}
    />
  );
}
