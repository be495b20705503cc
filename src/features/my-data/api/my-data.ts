// The member's own data (issue 21): the ZIP from GET /api/v1/users/me/data (a file, so fetched with the session's
// token outside the JSON client), and 'Konto löschen' (POST /api/v1/users/me/delete), after which this device
// signs out like everywhere else (the server already ended every session).
import { API_PATHS } from '#domain/api-paths';
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
