import { describe, it, expect } from 'vitest';
import {
  COURSE_MESSAGES,
  CourseListQuerySchema,
  CourseSchema,
  CourseWriteSchema,
  type CourseWrite,
} from './courses';

const valid: CourseWrite = {
  title: 'Yoga am Morgen',
  difficulty: 1,
  courseSettings: [{ scheduledAt: '2026-03-30T06:00:00Z', trainerName: 'Anna', maxParticipants: 12 }],
};

function messagesOf(input: unknown): string[] {
  const result = CourseWriteSchema.safeParse(input);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the course write payload', () => {
  it('accepts a valid payload and fills the defaults (60 minutes, bookable, empty description, no image)', () => {
    const result = CourseWriteSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      title: 'Yoga am Morgen',
      description: '',
      difficulty: 1,
      imageUrl: null,
      durationMinutes: 60,
      bookable: true,
      category: null,
      courseSettings: [{ scheduledAt: '2026-03-30T06:00:00Z', trainerName: 'Anna', maxParticipants: 12 }],
    });
  });

  it('keeps a given length, bookable flag and description', () => {
    const data = CourseWriteSchema.parse({
      ...valid,
      durationMinutes: 30,
      bookable: false,
      description: 'Sanft',
    });
    expect(data.durationMinutes).toBe(30);
    expect(data.bookable).toBe(false);
    expect(data.description).toBe('Sanft');
  });

  it("rejects a course without settings with 'Ein Kurs braucht mindestens einen Termin'", () => {
    expect(messagesOf({ ...valid, courseSettings: [] })).toEqual([
      'Ein Kurs braucht mindestens einen Termin',
    ]);
  });

  it('rejects a missing title', () => {
    expect(messagesOf({ ...valid, title: '  ' })).toEqual([COURSE_MESSAGES.titleRequired]);
  });

  it('accepts difficulty 1 to 3 and rejects 0, 4 and 2.5', () => {
    for (const difficulty of [1, 2, 3])
      expect(CourseWriteSchema.safeParse({ ...valid, difficulty }).success).toBe(true);
    for (const difficulty of [0, 4, 2.5]) {
      expect(messagesOf({ ...valid, difficulty }), String(difficulty)).toEqual([
        'Die Schwierigkeit muss 1, 2 oder 3 sein',
      ]);
    }
  });

  it('rejects a session time that is not an ISO instant', () => {
    for (const scheduledAt of ['30.03.2026 08:00', '2026-03-30 08:00', '2026-03-30T08:00:00', 'bald']) {
      const result = CourseWriteSchema.safeParse({
        ...valid,
        courseSettings: [{ scheduledAt, trainerName: 'Anna', maxParticipants: 12 }],
      });
      expect(result.success, scheduledAt).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['courseSettings', 0, 'scheduledAt']);
    }
  });

  it('rejects a session without a trainer or with a seat count outside 1 to 500', () => {
    expect(
      messagesOf({
        ...valid,
        courseSettings: [{ scheduledAt: '2026-03-30T06:00:00Z', trainerName: ' ', maxParticipants: 0 }],
      }),
    ).toEqual(['Trainer ist erforderlich', 'Die Teilnehmerzahl muss zwischen 1 und 500 liegen']);
  });

  it('rejects a course length outside 5 to 480 minutes', () => {
    for (const durationMinutes of [4, 481, 30.5]) {
      expect(messagesOf({ ...valid, durationMinutes })).toEqual([
        'Die Kursdauer muss zwischen 5 und 480 Minuten liegen',
      ]);
    }
  });

  it('accepts an image under / or https://', () => {
    expect(CourseWriteSchema.parse({ ...valid, imageUrl: '/images/yoga.webp' }).imageUrl).toBe(
      '/images/yoga.webp',
    );
    expect(CourseWriteSchema.parse({ ...valid, imageUrl: 'https://studio.example/yoga.webp' }).imageUrl).toBe(
      'https://studio.example/yoga.webp',
    );
  });

  it('treats an empty image address as no image', () => {
    expect(CourseWriteSchema.parse({ ...valid, imageUrl: '' }).imageUrl).toBeNull();
    expect(CourseWriteSchema.parse({ ...valid, imageUrl: '   ' }).imageUrl).toBeNull();
    expect(CourseWriteSchema.parse({ ...valid, imageUrl: null }).imageUrl).toBeNull();
  });

  it('rejects a javascript: address, a protocol-relative //host and its /\\host spelling, and plain http', () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'http://x.de/a.png',
    ]) {
      expect(messagesOf({ ...valid, imageUrl }), imageUrl).toEqual([
        'Die Bild-Adresse muss mit / oder https:// beginnen',
      ]);
    }
  });
});

describe('the course list query', () => {
  it('accepts no dates, one date, or a start before (or at) the end', () => {
    expect(CourseListQuerySchema.safeParse({}).success).toBe(true);
    expect(CourseListQuerySchema.safeParse({ startDate: '2026-03-23T02:00:00.000Z' }).success).toBe(true);
    expect(
      CourseListQuerySchema.safeParse({
        startDate: '2026-03-23T02:00:00.000Z',
        endDate: '2026-03-29T21:59:59.999Z',
      }).success,
    ).toBe(true);
    expect(
      CourseListQuerySchema.safeParse({ startDate: '2026-03-23T02:00:00Z', endDate: '2026-03-23T02:00:00Z' })
        .success,
    ).toBe(true);
  });

  it('rejects a start after the end', () => {
    const result = CourseListQuerySchema.safeParse({
      startDate: '2026-03-29T21:59:59.999Z',
      endDate: '2026-03-23T02:00:00.000Z',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Das Startdatum muss vor dem Enddatum liegen');
  });

  it('compares instants, not strings, when the offsets differ', () => {
    // 04:00+02:00 is 02:00Z, which is after 01:30Z.
    expect(
      CourseListQuerySchema.safeParse({
        startDate: '2026-03-30T04:00:00+02:00',
        endDate: '2026-03-30T01:30:00Z',
      }).success,
    ).toBe(false);
  });
});

describe('the server course record', () => {
  it('accepts the spec fields with the optional ones missing', () => {
    const result = CourseSchema.safeParse({
      id: 1,
      courseSettings: [{ id: 10, scheduledAt: '2026-03-30T06:00:00Z' }],
    });
    expect(result.success).toBe(true);
  });
});
