// The query keys of the menus (decision 0152): the published menus are public (the server render dehydrates them,
// the persister keeps them for offline, src/app/ssr/public-queries.ts and src/app/provider.tsx); the admin's working
// copy and versions live under 'admin' and are never persisted.
export const menuKeys = {
  all: ['menus'] as const,
  published: () => [...menuKeys.all, 'published'] as const,
  admin: ['admin', 'menus'] as const,
  draft: () => [...menuKeys.admin, 'draft'] as const,
  versions: () => [...menuKeys.admin, 'versions'] as const,
};
