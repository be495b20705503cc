import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, hasActiveFilters, searchParamsFromFilters } from './filters-url';

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('catalogue filters in the URL', () => {
  it('reads every filter of seed 000 §3', () => {
    expect(parse('category=wellness&level=beginner&instructor=Lena&date=2026-11-24&available=true')).toEqual({
      category: 'wellness',
      level: 'beginner',
      instructor: 'Lena',
      date: '2026-11-24',
      available: true,
    });
  });

  it('ignores an invalid parameter and keeps the valid ones', () => {
    expect(parse(`category=${'x'.repeat(41)}&level=beginner&date=morgen&available=vielleicht`)).toEqual({
      level: 'beginner',
    });
    expect(parse('instructor=' + 'x'.repeat(101))).toEqual({});
    expect(parse('category=&instructor=%20%20')).toEqual({});
  });

  it('reads a studio’s own category (issue 37)', () => {
    expect(parse('category=EMS')).toEqual({ category: 'EMS' });
    expect(parse('category=Personal%20Training')).toEqual({ category: 'Personal Training' });
  });

  it('accepts the usual spellings of yes and no for "available"', () => {
    expect(parse('available=1')).toEqual({ available: true });
    expect(parse('available=ja')).toEqual({ available: true });
    expect(parse('available=false')).toEqual({ available: false });
  });

  it('writes a stable, minimal address and keeps parameters that are not filters', () => {
    const params = searchParamsFromFilters(
      { available: true, instructor: '  Lena ', category: 'cardio', level: undefined },
      new URLSearchParams('utm_source=flyer&level=advanced'),
    );
    expect(params.toString()).toBe('utm_source=flyer&category=cardio&instructor=Lena&available=true');
    expect(searchParamsFromFilters({ available: false }).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = {
      category: 'strength',
      level: 'advanced',
      instructor: 'Tina',
      date: '2026-11-27',
      available: true,
    } as const;
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ instructor: ' ' })).toBe(false);
    expect(hasActiveFilters({ available: false })).toBe(false);
    expect(hasActiveFilters({ date: '2026-11-24' })).toBe(true);
  });
});
