import { describe, expect, it } from 'vitest';
import { readPush } from './push';

describe('the worker reads a push payload', () => {
  it('takes the server’s JSON and keeps the url on this origin', () => {
    expect(
      readPush({
        title: 'Kurs abgesagt: Yoga',
        body: 'fällt aus',
        url: '/courses/3?courseSettingsId=9',
        tag: 'booking-1',
      }),
    ).toEqual({
      title: 'Kurs abgesagt: Yoga',
      body: 'fällt aus',
      url: '/courses/3?courseSettingsId=9',
      tag: 'booking-1',
    });
    expect(readPush({ title: 'x', body: 'y', url: 'https://evil.example/', tag: 't' })?.url).toBe(
      '/user/my-courses',
    );
    expect(readPush({ title: 'x', body: 'y', url: '//evil.example/', tag: 't' })?.url).toBe(
      '/user/my-courses',
    );
  });

  it('shows nothing for anything else', () => {
    expect(readPush(null)).toBeNull();
    expect(readPush('text')).toBeNull();
    expect(readPush({ title: 1, body: 'y', tag: 't' })).toBeNull();
  });
});
