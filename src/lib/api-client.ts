// The one way the app talks to /api: JSON in and out, the bearer token from an injected getter, every answer
// parsed with the domain's zod schema, every failure turned into an ApiError carrying a catalogue code.
// A request whose token is refused (401) is sent once more after the injected handler renewed the token.
// It never shows anything and never navigates: queries and error boundaries decide what the user sees.
import type { z } from '#domain/schemas/zod';
import { codeForResponse, ERRORS, type ErrorCode } from '#domain/errors/catalogue';
import { ErrorResponseSchema, type FieldIssue } from '#domain/schemas/common';

export class ApiError extends Error {
  readonly code: ErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** Field messages of a validation error, empty otherwise. */
  readonly details: FieldIssue[];
  /** Seconds until a refused request may be tried again (the answer's Retry-After), when the server said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      status?: number;
      message?: string;
      details?: FieldIssue[];
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? ERRORS[code].status;
    this.details = options.details ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<TSchema extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Parses the answer body (or undefined for an empty body); the result is what the call returns. */
  schema: TSchema;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token when there is one (default true). */
  auth?: boolean;
  /** Send this bearer token instead of the getter's (right after sign-in, before the session holds it). */
  token?: string;
  /** Extra request headers, e.g. the Idempotency-Key of a booking. */
  headers?: Record<string, string>;
}

type MaybePromise<T> = T | Promise<T>;

export interface ApiClientOptions {
  /**
   * Returns the current access token, or null when logged out. Called on every request that sends one; it may
   * be async, so the session can renew a token that is about to expire before it is used.
   */
  getToken?: () => MaybePromise<string | null | undefined>;
  /**
   * Called when a request that carried `token` was answered 401. Resolves true when a newer token is now
   * available; the request is then sent once more (never twice).
   */
  onUnauthorized?: (token: string) => Promise<boolean>;
  /** Injected for tests and for other hosts; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Prefix for every path, e.g. an absolute origin; empty for same-origin /api paths. */
  baseUrl?: string;
}

export interface ApiClient {
  request<TSchema extends z.ZodMiniType>(
    path: string,
    options: RequestOptions<TSchema>,
  ): Promise<z.output<TSchema>>;
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  return JSON.parse(text);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return !!signal?.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/** The error an unsuccessful answer stands for (DECISIONS "Errors"); also for answers read outside fetch. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  }
  const envelope = ErrorResponseSchema.safeParse(body);
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  const serverCode = envelope.success ? envelope.data.error.code : undefined;
  const code = codeForResponse(response.status, serverCode);
  // The server's German message is shown for client errors; a 5xx message is never shown to users.
  const message =
    envelope.success && response.status < 500 && code !== 'SERVER_ERROR'
      ? envelope.data.error.message
      : undefined;
  return new ApiError(code, {
    status: response.status,
    message,
    details: envelope.success ? envelope.data.error.details : undefined,
    retryAfterSeconds,
  });
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { getToken = () => null, baseUrl = '', onUnauthorized } = options;

  async function send(
    path: string,
    { method = 'GET', query, body, signal, headers: extra }: RequestOptions<z.ZodMiniType>,
    token: string | null | undefined,
  ): Promise<Response> {
    const headers = new Headers({ ...extra, Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      return await doFetch(baseUrl + withQuery(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (isAbort(error, signal)) throw error; // cancelled by the caller, not a failure
      throw new ApiError('NETWORK', { status: 0, cause: error });
    }
  }

  return {
    async request(path, requestOptions) {
      const { schema, signal, auth = true } = requestOptions;
      const token = auth ? (requestOptions.token ?? (await getToken())) : null;
      let response = await send(path, requestOptions, token);

      // An expired or revoked token: renew once and try again. An explicit token is the caller's to manage.
      if (response.status === 401 && token && !requestOptions.token && onUnauthorized) {
        if (await onUnauthorized(token)) {
          const renewed = await getToken();
          if (renewed && renewed !== token) response = await send(path, requestOptions, renewed);
        }
      }

      if (!response.ok) throw await errorFromResponse(response);

      let data: unknown;
      try {
        data = await readBody(response);
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        throw new ApiError('SERVER_ERROR', { status: response.status, cause: error });
      }
      const parsed = schema.safeParse(data);
      // An answer that breaks the contract is the server's fault, whatever its status said.
      if (!parsed.success)
        throw new ApiError('SERVER_ERROR', { status: response.status, cause: parsed.error });
      return parsed.data as z.output<typeof schema>;
    },
  };
}

let tokenGetter: () => MaybePromise<string | null | undefined> = () => null;
let unauthorizedHandler: ((token: string) => Promise<boolean>) | undefined;

/** The session installs its token getter here at start-up; until then requests go without a token. */
export function setTokenGetter(getter: () => MaybePromise<string | null | undefined>): void {
  tokenGetter = getter;
}

/** The session installs how a refused token is renewed (see ApiClientOptions.onUnauthorized). */
export function setUnauthorizedHandler(handler: ((token: string) => Promise<boolean>) | undefined): void {
  unauthorizedHandler = handler;
}

/**
 * For requests the JSON client cannot make (a file upload with progress, src/features/uploads): the current
 * token, and a renewal after a 401 (true when a newer token is now available).
 */
export const sessionToken = {
  get: () => tokenGetter(),
  renew: (token: string) => unauthorizedHandler?.(token) ?? Promise.resolve(false),
};

let fetchOverride: typeof fetch | undefined;

/** The server renderer refuses every API call (src/entry-server.tsx); the browser keeps its global fetch. */
export function setApiFetch(fetchImpl: typeof fetch | undefined): void {
  fetchOverride = fetchImpl;
}

/** The app's client: same-origin /api, token from the session. */
export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => (fetchOverride ?? globalThis.fetch)(input, init),
  getToken: () => tokenGetter(),
  onUnauthorized: (token) => unauthorizedHandler?.(token) ?? Promise.resolve(false),
});
