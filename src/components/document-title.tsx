// Sets the document title to '<page> | Kraftraum Studio' with React 19's <title> hoisting: the last rendered
// page's title wins, and it is removed again when the page unmounts.
import { STUDIO_NAME } from '#domain/constants';

export function documentTitle(page: string): string {
  return `${page} | ${STUDIO_NAME}`;
}

export function DocumentTitle({ title }: { title: string }) {
  return <title>{documentTitle(title)}</title>;
}
