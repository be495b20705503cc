// Builders for the course tests: server course records as GET /api/v1/courses answers them. Test-only.
import { berlinToInstant } from '#domain/time';
import type { Course } from '#domain/schemas/courses';

let nextId = 1;

/** A session at a Berlin wall time (month 1–12). */
export function at(year: number, month: number, day: number, hour: number, minute = 0): string {
  return berlinToInstant(year, month, day, hour, minute).toISOString();
}

export function course(
  title: string,
  sessions: ReadonlyArray<string | { scheduledAt: string; trainerName?: string; bookingsCount?: number }>,
  fields: Partial<Omit<Course, 'courseSettings'>> = {},
): Course {
  const id = fields.id ?? nextId++;
  return {
    id,
    title,
    description: `${title} – Beschreibung`,
    difficulty: 1,
    imageUrl: null,
    bookable: true,
    durationMinutes: 60,
    ...fields,
    courseSettings: sessions.map((session, index) => {
      const value = typeof session === 'string' ? { scheduledAt: session } : session;
      return {
        id: id * 100 + index,
        scheduledAt: value.scheduledAt,
        trainerName: value.trainerName ?? 'Lena Berger',
        maxParticipants: 12,
        bookingsCount: value.bookingsCount ?? 0,
      };
    }),
  };
}

/** A fetch stub answering GET /api/v1/courses with `answer(url)`; records every URL asked for. */
export function courseApi(answer: (url: URL) => Response | Promise<Response>) {
  const urls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    urls.push(url);
    return answer(url);
  };
  return { fetch, urls };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
