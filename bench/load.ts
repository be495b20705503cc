// What the load benches share: the HTTP client that sends one request over a keep-alive agent, a quantile of
// sorted latencies, the machine's load average, and the wait for a quiet machine before a measurement.
import http from 'node:http';
import { loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The 1, 5 and 15 minute load averages, as `load 0.42 0.80 1.10`. */
export const loadAverage = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

/** The q-quantile (0 … 1) of ascending values. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * Waits until the 1-minute load average is below `below` (1 by default), at most `timeoutMs`, and answers the
 * load the measurement starts at and whether the machine was quiet then (false: the wait timed out).
 */
export async function quietMachine(timeoutMs: number, below = 1): Promise<{ load: number; quiet: boolean }> {
  const deadline = Date.now() + timeoutMs;
  while (loadavg()[0]! >= below && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2000));
  const load = loadavg()[0]!;
  return { load, quiet: load < below };
}

export interface Answer {
  status: number;
  body: string;
  /** The Link header's rel="next" address, if any. */
  next?: string;
}

const nextOf = (link: string | string[] | null | undefined) =>
  [link ?? '']
    .flat()
    .join(', ')
    .match(/<([^>]+)>;\s*rel="next"/)?.[1];

/** What Chromium asks for: the shared answers (the desk's day, the Auswertung) come compressed (decision 0226). */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** The answer's bytes as the browser reads them: decompressed. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * The load generator's HTTP client: node:http with a keep-alive agent (about half the CPU per request of
 * fetch, which shares the same two cores with the servers and PostgreSQL); BENCH_CLIENT=fetch uses fetch.
 * It takes compressed answers as a browser does (BENCH_IDENTITY=1: never compressed) and decompresses only an
 * answer whose text it keeps (`withBody`): the browser's decompression runs on the member's phone or the desk's
 * tablet, not on the server's two cores (decision 0228). Resolves once the answer was read completely.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
export function send(
  origin: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
  withBody = false,
): Promise<Answer> {
  if (process.env.BENCH_IDENTITY !== '1') headers = { 'accept-encoding': ACCEPT_ENCODING, ...headers };
  if (process.env.BENCH_CLIENT === 'fetch') {
    return fetch(`${origin}${url}`, { method, headers, ...(body ? { body } : {}) }).then(async (r) => ({
      status: r.status,
      body: withBody ? await r.text() : (await r.arrayBuffer(), ''),
      next: nextOf(r.headers.get('link')),
    }));
  }
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${origin}${url}`, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (withBody) chunks.push(chunk);
      });
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          body: withBody
            ? decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8')
            : '',
          next: nextOf(response.headers.link),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A member's booking of a session (a waitlist place when it is full), with the answer's body. */
export function book(origin: string, token: string, settingId: number): Promise<Answer> {
  const body = JSON.stringify({ courseSettingsId: settingId, waitlist: true });
  return send(
    origin,
    'POST',
    '/api/v1/bookings',
    {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      authorization: `Bearer ${token}`,
    },
    body,
    true,
  );
}
