// A file from the API (the member's data as a ZIP, a contract's PDF): fetched with the session's token outside the
// JSON client, renewed once on 401 like every request, the name taken from Content-Disposition.
import { ApiError, errorFromResponse, sessionToken } from './api-client';

export async function downloadFile(
  path: string,
  fallbackName: string,
): Promise<{ file: Blob; filename: string }> {
  const send = async (token: string | null | undefined) => {
    try {
      return await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
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
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { file: await response.blob(), filename };
}
