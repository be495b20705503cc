// The first location (issue 34, decision 0202): the studio as it was before locations existed, so the migration
// moves today's data into it and a single-location installation looks exactly as it did.
import { STUDIO_ADDRESS } from '../constants';
import { STUDIO_CONTACT } from '../content/marketing';
import { OPENING_HOURS } from '../content/studio';

const [postalCode = '', ...cityWords] = STUDIO_ADDRESS.city.split(' ');

export const FIRST_LOCATION = {
  slug: 'mitte',
  name: 'Kraftraum Mitte',
  street: STUDIO_ADDRESS.street,
  postalCode,
  city: cityWords.join(' '),
  phone: STUDIO_ADDRESS.phone,
  email: STUDIO_ADDRESS.email,
  openingHours: OPENING_HOURS.map(({ days, daysLong, time }) => ({ days, daysLong, time })),
  mapUrl: STUDIO_CONTACT.mapsUrl,
} as const;
