// The catalogue's filters (seed 000 §3) live in the URL, so a filtered view can be shared and reloaded. Each
// parameter is parsed on its own with the domain schema: an invalid one is ignored, the others still apply.
import { CourseFiltersSchema, type CourseFilters } from '#domain/courses/filters';

/** Parameter order in written URLs (stable, so equal filters give equal links). */
export const FILTER_KEYS = ['category', 'level', 'instructor', 'date', 'available'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const TRUE_VALUES = new Set(['true', '1', 'ja']);
const FALSE_VALUES = new Set(['false', '0', 'nein']);

function parseParam(key: FilterKey, raw: string): unknown {
  if (key === 'available') {
    if (TRUE_VALUES.has(raw)) return true;
    if (FALSE_VALUES.has(raw)) return false;
    return undefined;
  }
  const value = key === 'instructor' ? raw.trim() : raw;
  if (!value) return undefined;
  const parsed = CourseFiltersSchema.shape[key].safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function filtersFromSearchParams(params: URLSearchParams): CourseFilters {
  const raw: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = parseParam(key, value);
    if (parsed !== undefined) raw[key] = parsed;
  }
  return CourseFiltersSchema.parse(raw);
}

/**
 * The URL parameters for the filters, keeping any other parameter of `base` (a campaign tag, say). Empty filters
 * and `available: false` are left out, so the unfiltered catalogue has a clean address.
 */
export function searchParamsFromFilters(filters: CourseFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_KEYS) params.delete(key);
  if (filters.category) params.set('category', filters.category);
  if (filters.level) params.set('level', filters.level);
  const instructor = filters.instructor?.trim();
  if (instructor) params.set('instructor', instructor);
  if (filters.date) params.set('date', filters.date);
  if (filters.available) params.set('available', 'true');
  return params;
}

/** How many filters are set ('Filter (2)' on the phone's folded filter bar). */
export function activeFilterCount(filters: CourseFilters): number {
  return [
    filters.category,
    filters.level,
    filters.instructor?.trim(),
    filters.date,
    filters.available,
  ].filter(Boolean).length;
}

export function hasActiveFilters(filters: CourseFilters): boolean {
  return activeFilterCount(filters) > 0;
}
