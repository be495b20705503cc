// The member's own data (issue 21): the ZIP from GET /api/v1/users/me/data (a file, so fetched with the session's
// token outside the JSON client), and 'Konto löschen' (POST /api/v1/users/me/delete), after which this device
// signs out like everywhere else (the server already ended every session).
import { API_PATHS } from '#domain/api-paths';
import { z } from '#domain/schemas/zod';
import { apiClient, ApiError, errorFromResponse, sessionToken } from '../../../lib/api-client';

export async function downloadMyData(): Promise<{ file: Blob; filename: string }> {
  const send = async (token: string | null | undefined) => {
    try {
      return await fetch(API_PATHS.myData, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch (cause) {
      throw new ApiError('NETWORK', { status: 0, cause });
    }
  };
  const token = await sessionToken.get();
  let response = await send(token);
  if (response.status === 401 && token && (await sessionToken.renew(token)))
    response = await send(await sessionToken.get());
  if (!response.ok) throw await errorFromResponse(response);
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'meine-daten.zip';
  return { file: await response.blob(), filename };
}

export function deleteAccount(password: string): Promise<void> {
  return apiClient.request(API_PATHS.deleteAccount, {
    method: 'POST',
    body: { password },
    schema: z.undefined(),
  });
}
