// The member's own data (issue 21): the ZIP from GET /api/v1/users/me/data (a file, so fetched with the session's
// token outside the JSON client), and 'Konto löschen' (POST /api/v1/users/me/delete), after which this device
// signs out like everywhere else (the server already ended every session); before it, what deleting leaves behind
// (GET /api/v1/users/me/delete-check, issue 37: a card's bookings, a running contract), asked fresh each time.
import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { DeletionCheckSchema } from '#domain/memberships/deletion';
import { z } from '#domain/schemas/zod';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export function downloadMyData(): Promise<{ file: Blob; filename: string }> {
  return downloadFile(API_PATHS.myData, 'meine-daten.zip');
}

/** Answers what the studio keeps for its retention period (invoices and contracts, issue 33). */
export function deleteAccount(password: string): Promise<{ retentionNote: string }> {
  return apiClient.request(API_PATHS.deleteAccount, {
    method: 'POST',
    body: { password },
    schema: z.object({ retentionNote: z.string() }),
  });
}

export const useMyDeletionCheck = () =>
  useQuery({
    queryKey: ['my-data', 'deletion-check'],
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.myDeletionCheck, { schema: DeletionCheckSchema, signal }),
    staleTime: 0,
    gcTime: 0,
  });
