import { describe, expect, it } from 'vitest';
import type { Location } from '#domain/schemas/locations';
import { ALL_LOCATIONS, pickLocation } from './chosen-location';

const at = (id: number, slug: string): Location => ({
  id,
  slug,
  name: `Kraftraum ${slug}`,
  street: 'Straße 1',
  postalCode: '10115',
  city: 'Berlin',
  phone: '030 1',
  email: `${slug}@kraftraum.de`,
  openingHours: [],
  mapUrl: null,
});
const mitte = at(1, 'mitte');
const nord = at(2, 'nord');
const chain = [mitte, nord];

describe('the location a screen shows', () => {
  it('is never chosen in a single-location studio, whatever is stored or linked', () => {
    expect(pickLocation([mitte], { fromUrl: 'mitte', stored: 'mitte', homeLocationId: 1 })).toBeUndefined();
    expect(pickLocation([], { fromUrl: 'nord' })).toBeUndefined();
  });

  it("is the link's first, then the remembered choice, then the member's home studio, else every location", () => {
    expect(pickLocation(chain, { fromUrl: 'nord', stored: 'mitte', homeLocationId: 1 })).toBe(nord);
    expect(pickLocation(chain, { stored: 'nord', homeLocationId: 1 })).toBe(nord);
    expect(pickLocation(chain, { homeLocationId: 2 })).toBe(nord);
    expect(pickLocation(chain, {})).toBeUndefined();
  });

  it("keeps 'Alle Standorte' over the home studio, and ignores a slug or home no location has", () => {
    expect(pickLocation(chain, { stored: ALL_LOCATIONS, homeLocationId: 2 })).toBeUndefined();
    expect(pickLocation(chain, { fromUrl: 'nord', stored: ALL_LOCATIONS })).toBe(nord);
    expect(pickLocation(chain, { fromUrl: 'sued', stored: 'west', homeLocationId: 2 })).toBe(nord);
    expect(pickLocation(chain, { homeLocationId: 99 })).toBeUndefined();
  });
});
