// The results gallery (seed 002 §2, §4, §9): filter 'all' or a category; 6 cards at first; 'load more' adds 6
// after a 500 ms busy delay; changing the filter resets the visible count to 6.

export const GALLERY_PAGE_SIZE = 6;
export const GALLERY_LOAD_MORE_DELAY_MS = 500;

export const GALLERY_CATEGORIES = ['weightloss', 'muscle', 'toning', 'fitness'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export type GalleryFilter = 'all' | GalleryCategory;
export const GALLERY_FILTERS: readonly GalleryFilter[] = ['all', ...GALLERY_CATEGORIES];
/** Chip labels: the seed names the filters only by id; these German labels are ours (0070). */
export const GALLERY_FILTER_LABELS: Readonly<Record<GalleryFilter, string>> = {
  all: 'Alle',
  weightloss: 'Abnehmen',
  muscle: 'Muskelaufbau',
  toning: 'Straffung',
  fitness: 'Fitness',
};

export interface GalleryState {
  filter: GalleryFilter;
  visible: number;
  loading: boolean;
  /** Bumped by every filter change, so a load-more that was under way for the old filter adds nothing. */
  generation: number;
}

export type GalleryAction =
  | { type: 'filter'; filter: GalleryFilter }
  | { type: 'loadMoreStart' }
  | { type: 'loadMoreDone'; generation: number };

export const initialGallery = (filter: GalleryFilter = 'all'): GalleryState => ({
  filter,
  visible: GALLERY_PAGE_SIZE,
  loading: false,
  generation: 0,
});

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'filter':
      return {
        filter: action.filter,
        visible: GALLERY_PAGE_SIZE,
        loading: false,
        generation: state.generation + 1,
      };
    case 'loadMoreStart':
      return state.loading ? state : { ...state, loading: true };
    case 'loadMoreDone':
      if (action.generation !== state.generation || !state.loading) return state;
      return { ...state, visible: state.visible + GALLERY_PAGE_SIZE, loading: false };
  }
}

export function filterResults<T extends { category?: string }>(
  items: readonly T[],
  filter: GalleryFilter,
): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

export function visibleResults<T extends { category?: string }>(
  items: readonly T[],
  state: GalleryState,
): T[] {
  return filterResults(items, state.filter).slice(0, state.visible);
}

/** The 'load more' button shows while the filtered list has more than is visible. */
export function hasMoreResults(items: readonly { category?: string }[], state: GalleryState): boolean {
  return filterResults(items, state.filter).length > state.visible;
}

/**
 * 'Load more': marks the gallery busy now and adds a page after 500 ms. Returns a cancel function (unmount).
 * Ignored while a load is already under way.
 */
export function loadMore(
  state: GalleryState,
  dispatch: (action: GalleryAction) => void,
  delayMs: number = GALLERY_LOAD_MORE_DELAY_MS,
): () => void {
  if (state.loading) return () => {};
  dispatch({ type: 'loadMoreStart' });
  const generation = state.generation;
  const timer = globalThis.setTimeout(() => dispatch({ type: 'loadMoreDone', generation }), delayMs);
  return () => globalThis.clearTimeout(timer);
}
