import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPersonalData } from '../../../lib/personal-data';
import { clearPersistedQueries, createPersistOptions } from '../../../lib/query-persistence';
import { installFakeApi, json } from '../../../testing/fake-api';
import { booking } from '../test-data';
import { calendarLinkQueryOptions } from './calendar';
import { myBookingsQueryOptions } from './get-my-bookings';
import { bookingKeys } from './keys';

// The app persists the public schedule by prefix (src/app/provider.tsx); the bookings opt in by their meta.
const PUBLIC_PREFIXES = [['courses', 'list']] as const;

type PersistClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const asPersistClient = (client: QueryClient) => client as unknown as PersistClient;
const options = () => createPersistOptions(PUBLIC_PREFIXES, 1);

async function save(client: QueryClient) {
  await persistQueryClientSave({ ...options(), queryClient: asPersistClient(client) });
}

async function restore(): Promise<QueryClient> {
  const client = new QueryClient();
  await persistQueryClientRestore({ ...options(), queryClient: asPersistClient(client) });
  return client;
}

afterEach(() => clearPersistedQueries());

describe('the member’s bookings in the persisted cache', () => {
  it('are stored under the member’s id and stay stored after a restore, while the calendar secret is not', async () => {
    installFakeApi({
      'GET /api/v1/bookings/me': () => json(200, [booking({ id: 5 })]),
      'GET /api/v1/calendar/link': () => json(200, { url: 'https://x/a.ics', webcalUrl: 'webcal://x/a.ics' }),
    });
    const client = new QueryClient();
    await client.fetchQuery(myBookingsQueryOptions(3));
    await client.fetchQuery(calendarLinkQueryOptions(3));
    await save(client);

    const restored = await restore();
    expect(restored.getQueryData(bookingKeys.mine(3))).toEqual([booking({ id: 5 })]);
    expect(restored.getQueryData(bookingKeys.mine(4))).toBeUndefined();
    expect(restored.getQueryData(bookingKeys.calendarLink(3))).toBeUndefined();

    // Saved again before any screen used them (a start on another page): still kept.
    await save(restored);
    expect((await restore()).getQueryData(bookingKeys.mine(3))).toEqual([booking({ id: 5 })]);
  });

  it('are removed from IndexedDB at sign-out, together with the cache in memory', async () => {
    installFakeApi({ 'GET /api/v1/bookings/me': () => json(200, [booking({ id: 5 })]) });
    const client = new QueryClient();
    await client.fetchQuery(myBookingsQueryOptions(3));
    await save(client);

    await clearPersonalData(client);
    expect(client.getQueryData(bookingKeys.mine(3))).toBeUndefined();
    expect((await restore()).getQueryData(bookingKeys.mine(3))).toBeUndefined();
  });
});
