// The query keys of locations (issue 34): the public list is the same for everyone (the server render dehydrates
// it, the persister keeps it for offline: src/app/ssr/public-queries.ts and src/app/provider.tsx).
export const locationKeys = {
  all: ['locations'] as const,
  list: () => [...locationKeys.all, 'list'] as const,
};
