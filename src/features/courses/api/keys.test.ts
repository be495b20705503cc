import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { weekRange } from '#domain/time';
import { courseKeys, toCourseRange } from './keys';

const range = { startDate: '2026-11-23T02:00:00.000Z', endDate: '2026-11-29T22:59:59.999Z' };

describe('courseKeys', () => {
  it('nests all → lists → list(range) and all → details → detail(id, setting)', () => {
    expect(courseKeys.all).toEqual(['courses']);
    expect(courseKeys.lists()).toEqual(['courses', 'list']);
    expect(courseKeys.list(range)).toEqual(['courses', 'list', range]);
    expect(courseKeys.details()).toEqual(['courses', 'detail']);
    expect(courseKeys.detail(7, 701)).toEqual(['courses', 'detail', 7, 701]);
    expect(courseKeys.detail(7)).toEqual(['courses', 'detail', 7, null]);
  });

  it('lets a prefix match exactly its own subtree', () => {
    expect(partialMatchKey(courseKeys.list(range), courseKeys.lists())).toBe(true);
    expect(partialMatchKey(courseKeys.list(range), courseKeys.all)).toBe(true);
    expect(partialMatchKey(courseKeys.detail(7, 701), courseKeys.lists())).toBe(false);
    expect(partialMatchKey(courseKeys.detail(7, 701), courseKeys.details())).toBe(true);
  });

  it('keys a list by its range only, whatever else the range object carries', () => {
    const withExtra = { ...range, label: 'diese Woche' };
    expect(courseKeys.list(withExtra)).toEqual(courseKeys.list(range));
  });

  it('turns a studio week into the API range as ISO instants', () => {
    expect(toCourseRange(weekRange(new Date('2026-11-25T12:00:00Z')))).toEqual(range);
  });
});
