// The client side of /api/v1/uploads (decision 0132): the upload itself goes through XMLHttpRequest, the only
// browser API that reports upload progress; it sends the session's bearer token, renews it once after a 401
// like the JSON client does, and turns a refusal into the same ApiError (the server's German message).
// The list for the picker is a plain JSON request.
import { API_PATHS } from '#domain/api-paths';
import { UploadListSchema, UploadSchema, type Upload } from '#domain/schemas/uploads';
import type { UploadUse } from '#domain/uploads/uploads';
import { apiClient, ApiError, errorFromResponse, sessionToken } from '../../../lib/api-client';

export interface UploadOptions {
  /** Called with 0…1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  body: string;
  contentType: string;
}

function send(form: FormData, token: string | null | undefined, options: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_PATHS.uploads);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: xhr.responseText,
        contentType: xhr.getResponseHeader('Content-Type') ?? '',
      });
    xhr.onerror = () => reject(new ApiError('NETWORK', { status: 0 }));
    xhr.onabort = () => reject(new DOMException('Abgebrochen', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads one file for a use; resolves to the stored upload or rejects with an ApiError (German message). */
export async function uploadFile(file: File, use: UploadUse, options: UploadOptions = {}): Promise<Upload> {
  // `use` first: the server reads it before the file to know the size limit.
  const form = () => {
    const data = new FormData();
    data.append('use', use);
    data.append('file', file, file.name);
    return data;
  };
  const token = await sessionToken.get();
  let answer = await send(form(), token, options);
  if (answer.status === 401 && token && (await sessionToken.renew(token))) {
    const renewed = await sessionToken.get();
    if (renewed && renewed !== token) answer = await send(form(), renewed, options);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw await errorFromResponse(
      new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType } }),
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch (error) {
    throw new ApiError('SERVER_ERROR', { status: answer.status, cause: error });
  }
  const parsed = UploadSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('SERVER_ERROR', { status: answer.status, cause: parsed.error });
  return parsed.data;
}

/** The newest uploads a use allows (100 at most: the picker shows recent ones). */
export const listUploads = (use: UploadUse, signal?: AbortSignal): Promise<Upload[]> =>
  apiClient.request(API_PATHS.uploads, { schema: UploadListSchema, query: { use, limit: 100 }, signal });
