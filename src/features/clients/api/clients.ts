// Client management at the desk (Admin, issue 6; seed 000 §7 paths): the paged list with search, a client made
// at the desk (the one-time password comes back once), the admin's edit, anonymising, a client's bookings with
// attendance, and the desk's bookings for a client (book in, cancel, move up from the waitlist).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { BookingSchema } from '#domain/schemas/bookings';
import {
  ClientBookingsSchema,
  ClientPageSchema,
  CreateClientResponseSchema,
  type AdminUpdateUserRequest,
  type CreateClientRequest,
} from '#domain/schemas/clients';
import { DeletionCheckSchema } from '#domain/memberships/deletion';
import { atLocations } from '#domain/locations/at-locations';
import { CourseListSchema } from '#domain/schemas/courses';
import type { DeskBookingRequest } from '#domain/schemas/desk';
import { UserSchema } from '#domain/schemas/users';
import { z } from '#domain/schemas/zod';
import { apiClient } from '../../../lib/api-client';

export const clientKeys = {
  all: ['admin', 'clients'] as const,
  list: (search: string, page: number, cursor?: number) =>
    [...clientKeys.all, 'list', { search, page, cursor }] as const,
  bookings: (id: number) => [...clientKeys.all, 'bookings', id] as const,
  sessions: () => [...clientKeys.all, 'bookable-sessions'] as const,
  deletionCheck: (id: number) => [...clientKeys.all, 'deletion-check', id] as const,
};

/** The check-in lists (another feature's prefix) show desk bookings too. */
const CHECK_IN_KEY = ['check-in'] as const;

/**
 * A page of clients: the first asks for the total, every later one follows the cursor its page before answered
 * (decision 0193: keyset, no count again per page).
 */
export function useClients(search: string, page: number, cursor?: number) {
  return useQuery({
    queryKey: clientKeys.list(search, page, cursor),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.allUsers, {
        schema: ClientPageSchema,
        query: { search: search || undefined, page, cursor, count: cursor ? undefined : 'exact' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useClientBookings(id: number) {
  return useQuery({
    queryKey: clientKeys.bookings(id),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.userBookings(id), { schema: ClientBookingsSchema, signal }),
  });
}

/**
 * Sessions of the next 14 days to book a client into (cancelled ones are not listed); `locationIds` (a manager's,
 * issue 34): only their locations'.
 */
export function useBookableSessions(locationIds?: readonly number[]) {
  return useQuery({
    queryKey: clientKeys.sessions(),
    queryFn: async ({ signal }) => {
      const now = new Date();
      const courses = await apiClient.request(API_PATHS.courses, {
        schema: CourseListSchema,
        query: {
          startDate: now.toISOString(),
          endDate: new Date(now.getTime() + 14 * 24 * 3_600_000).toISOString(),
        },
        signal,
      });
      return courses
        .flatMap((course) =>
          course.courseSettings.map((s) => ({
            id: s.id,
            title: course.title ?? 'Kurs',
            scheduledAt: s.scheduledAt,
            booked: s.bookingsCount ?? 0,
            max: s.maxParticipants ?? 0,
            ...(course.locationId === undefined ? {} : { locationId: course.locationId }),
          })),
        )
        .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
    },
    staleTime: 30_000,
    select: (sessions) =>
      locationIds ? sessions.filter((session) => atLocations(locationIds, session)) : sessions,
  });
}

function useClientWrite<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: clientKeys.all }),
        client.invalidateQueries({ queryKey: CHECK_IN_KEY }),
      ]),
  });
}

export const useCreateClient = () =>
  useClientWrite((body: CreateClientRequest) =>
    apiClient.request(API_PATHS.createUser, { method: 'POST', schema: CreateClientResponseSchema, body }),
  );

export const useUpdateClient = () =>
  useClientWrite(({ id, body }: { id: number; body: AdminUpdateUserRequest }) =>
    apiClient.request(API_PATHS.user(id), { method: 'PUT', schema: UserSchema, body }),
  );

/** What deleting the client leaves behind (issue 37: a card's bookings, a running contract), asked when the desk asks. */
export const useClientDeletionCheck = (id: number) =>
  useQuery({
    queryKey: clientKeys.deletionCheck(id),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.userDeletionCheck(id), { schema: DeletionCheckSchema, signal }),
    staleTime: 0,
  });

export const useAnonymiseClient = () =>
  useClientWrite((id: number) =>
    apiClient.request(API_PATHS.user(id), { method: 'DELETE', schema: z.unknown() }),
  );

export const useDeskBook = () =>
  useClientWrite((body: DeskBookingRequest) =>
    apiClient.request(API_PATHS.deskBookings, { method: 'POST', schema: BookingSchema, body }),
  );

export const useDeskCancel = () =>
  useClientWrite((bookingId: number) =>
    apiClient.request(API_PATHS.deskBookingCancel(bookingId), { method: 'POST', schema: BookingSchema }),
  );

export const useDeskConfirm = () =>
  useClientWrite(({ bookingId, override }: { bookingId: number; override: boolean }) =>
    apiClient.request(API_PATHS.deskBookingConfirm(bookingId), {
      method: 'POST',
      schema: BookingSchema,
      body: { override },
    }),
  );
