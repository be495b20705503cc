// The check-in calls (Trainer of the session or Admin, seed 000 §6): the day's sessions with participants, a
// check-in by booking (always with an Idempotency-Key, so a replay from the offline queue counts once) and its undo
// within a few minutes (online only), a scanned or typed code, no-shows after the end; and the member's own code.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { BookingSchema, type Booking } from '#domain/schemas/bookings';
import {
  CheckInCodeSchema,
  CheckInResultSchema,
  CheckInSessionListSchema,
  NoShowResultSchema,
  type CheckInCode,
  type CheckInResult,
  type CheckInSession,
  type NoShowResult,
} from '#domain/schemas/check-in';
import { apiClient } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { PERSONAL_PERSISTED_META } from '../../../lib/query-persistence';
import { checkInKeys } from './keys';

export function getCheckInSessions(date: string | null, signal?: AbortSignal): Promise<CheckInSession[]> {
  return apiClient.request(API_PATHS.checkInSessions, {
    schema: CheckInSessionListSchema,
    query: { date: date ?? undefined },
    signal,
  });
}

/** Today's sessions (date null) or those of a Berlin calendar day, refreshed every minute while shown. */
export function useCheckInSessions(date: string | null = null) {
  return useQuery({
    queryKey: checkInKeys.sessionsOf(date),
    queryFn: ({ signal }) => getCheckInSessions(date, signal),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function postCheckIn(bookingId: number, idempotencyKey: string): Promise<CheckInResult> {
  return apiClient.request(API_PATHS.bookingCheckIn(bookingId), {
    method: 'POST',
    schema: CheckInResultSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Takes a check-in back within the first minutes after it (decision 0199); the booking as it is then. */
export function deleteCheckIn(bookingId: number): Promise<Booking> {
  return apiClient.request(API_PATHS.bookingCheckIn(bookingId), { method: 'DELETE', schema: BookingSchema });
}

/** The desk's undo (online only: it corrects a check-in the server already has); the day's lists refresh after. */
export function useUndoCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCheckIn,
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.sessions() }),
  });
}

export function postScan(code: string, courseSettingsId: number): Promise<CheckInResult> {
  return apiClient.request(API_PATHS.checkInScan, {
    method: 'POST',
    schema: CheckInResultSchema,
    body: { code, courseSettingsId },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
}

export function useScanCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, courseSettingsId }: { code: string; courseSettingsId: number }) =>
      postScan(code, courseSettingsId),
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.sessions() }),
  });
}

export function postNoShows(courseSettingsId: number): Promise<NoShowResult> {
  return apiClient.request(API_PATHS.courseSettingNoShows(courseSettingsId), {
    method: 'POST',
    schema: NoShowResultSchema,
  });
}

export function useMarkNoShows() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postNoShows,
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.sessions() }),
  });
}

export function getMyCheckInCode(signal?: AbortSignal): Promise<CheckInCode> {
  return apiClient.request(API_PATHS.myCheckInCode, { schema: CheckInCodeSchema, signal });
}

/**
 * The member's code, kept on the device once seen (issue 37): it is the member's own and the desk verifies it,
 * and the door is where the signal is weakest. Sign-out removes it with everything personal.
 */
export function useMyCheckInCode(userId: number) {
  return useQuery({
    queryKey: checkInKeys.myCode(userId),
    queryFn: ({ signal }) => getMyCheckInCode(signal),
    staleTime: Infinity,
    meta: PERSONAL_PERSISTED_META,
  });
}
