// The query keys of pages: all → published → one slug. Only the published pages are public: the server render
// dehydrates them and the persister keeps them for offline (src/app/ssr/public-queries.ts, src/app/provider.tsx).
export const pageKeys = {
  all: ['pages'] as const,
  published: () => [...pageKeys.all, 'published'] as const,
  page: (slug: string) => [...pageKeys.published(), slug] as const,
};
