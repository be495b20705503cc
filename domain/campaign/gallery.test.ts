import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GALLERY_FILTERS,
  GALLERY_FILTER_LABELS,
  GALLERY_LOAD_MORE_DELAY_MS,
  GALLERY_PAGE_SIZE,
  filterResults,
  galleryReducer,
  hasMoreResults,
  initialGallery,
  loadMore,
  visibleResults,
  type GalleryAction,
  type GalleryCategory,
  type GalleryState,
} from './gallery';

const cats: GalleryCategory[] = ['weightloss', 'muscle', 'toning', 'fitness'];
// 20 results: 5 per category, in turn
const items = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, category: cats[i % 4] as GalleryCategory }));

/** A tiny store: the reducer plus a dispatch the scheduler can call. */
function store(state = initialGallery()) {
  const box = { state };
  const dispatch = (action: GalleryAction) => {
    box.state = galleryReducer(box.state, action);
  };
  return { box, dispatch };
}

describe('the results gallery (seed 002 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has page size 6, a 500 ms delay and the filters All plus the four categories', () => {
    expect(GALLERY_PAGE_SIZE).toBe(6);
    expect(GALLERY_LOAD_MORE_DELAY_MS).toBe(500);
    expect(GALLERY_FILTERS).toEqual(['all', 'weightloss', 'muscle', 'toning', 'fitness']);
    expect(GALLERY_FILTER_LABELS.all).toBe('Alle');
  });

  it('shows 6 at first', () => {
    const state = initialGallery();
    expect(visibleResults(items, state).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hasMoreResults(items, state)).toBe(true);
  });

  it('adds 6 after 500 ms, busy in between', () => {
    const { box, dispatch } = store();
    loadMore(box.state, dispatch);
    expect(box.state.loading).toBe(true);
    expect(visibleResults(items, box.state)).toHaveLength(6);
    vi.advanceTimersByTime(499);
    expect(visibleResults(items, box.state)).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(box.state.loading).toBe(false);
    expect(visibleResults(items, box.state)).toHaveLength(12);
    loadMore(box.state, dispatch);
    vi.advanceTimersByTime(500);
    expect(visibleResults(items, box.state)).toHaveLength(18);
    loadMore(box.state, dispatch);
    vi.advanceTimersByTime(500);
    expect(visibleResults(items, box.state)).toHaveLength(20);
    expect(hasMoreResults(items, box.state)).toBe(false);
  });

  it('ignores a second click while loading', () => {
    const { box, dispatch } = store();
    loadMore(box.state, dispatch);
    vi.advanceTimersByTime(200);
    loadMore(box.state, dispatch);
    vi.advanceTimersByTime(1000);
    expect(box.state.visible).toBe(12);
  });

  it('resets to 6 when the filter changes, and a load under way for the old filter adds nothing', () => {
    const { box, dispatch } = store();
    loadMore(box.state, dispatch);
    vi.advanceTimersByTime(500);
    expect(box.state.visible).toBe(12);
    loadMore(box.state, dispatch);
    vi.advanceTimersByTime(250);
    dispatch({ type: 'filter', filter: 'muscle' });
    expect(box.state).toMatchObject({ filter: 'muscle', visible: 6, loading: false });
    vi.advanceTimersByTime(250);
    expect(box.state.visible).toBe(6);
    expect(visibleResults(items, box.state).map((item) => item.id)).toEqual([2, 6, 10, 14, 18]);
    expect(hasMoreResults(items, box.state)).toBe(false);
    dispatch({ type: 'filter', filter: 'all' });
    expect(box.state.visible).toBe(6);
  });

  it('does not let an old load-more finish a newer one early', () => {
    const { box, dispatch } = store();
    loadMore(box.state, dispatch);
    vi.advanceTimersByTime(250);
    dispatch({ type: 'filter', filter: 'weightloss' });
    vi.advanceTimersByTime(50);
    loadMore(box.state, dispatch);
    vi.advanceTimersByTime(200);
    expect(box.state).toMatchObject({ visible: 6, loading: true });
    vi.advanceTimersByTime(299);
    expect(box.state.visible).toBe(6);
    vi.advanceTimersByTime(1);
    expect(box.state).toMatchObject({ visible: 12, loading: false });
  });

  it('resets even when the same filter is chosen again', () => {
    const grown: GalleryState = { ...initialGallery('toning'), visible: 18 };
    expect(galleryReducer(grown, { type: 'filter', filter: 'toning' }).visible).toBe(6);
  });

  it('filters by category, "all" keeps everything', () => {
    expect(filterResults(items, 'all')).toHaveLength(20);
    expect(filterResults(items, 'fitness').map((item) => item.id)).toEqual([4, 8, 12, 16, 20]);
  });

  it('can be cancelled on unmount', () => {
    const { box, dispatch } = store();
    const cancel = loadMore(box.state, dispatch);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(box.state.visible).toBe(6);
  });
});
