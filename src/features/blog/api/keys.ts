// The query keys of blog data. The public ones (posts → list(page) / detail(slug)) are rendered on the server and
// persisted for offline reading; the admin ones sit under another root, so they are neither.
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (page: number) => [...postKeys.lists(), page] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (slug: string) => [...postKeys.details(), slug] as const,
};

export const adminPostKeys = {
  all: ['admin-posts'] as const,
  list: () => [...adminPostKeys.all, 'list'] as const,
  detail: (slug: string) => [...adminPostKeys.all, 'detail', slug] as const,
  versions: (slug: string) => [...adminPostKeys.all, 'versions', slug] as const,
};
