// Dates of the blog in German, in the studio's time zone (the same on the server render and in the browser).
const LONG_DATE = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

/** '24. November 2026' */
export function postDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
