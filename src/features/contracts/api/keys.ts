// The query keys of contract data (issue 31). The studio's legal data is public (the checkout's mandate text,
// the minimum age): the server renders it into the checkout page. A member's contracts are personal; the desk's
// reads sit under 'admin' (never persisted, never rendered on the server).
export const contractKeys = {
  legal: () => ['legal'] as const,
  mineOfAll: () => ['contracts', 'mine'] as const,
  mine: (userId: number) => [...contractKeys.mineOfAll(), userId] as const,
  admin: ['admin', 'contracts'] as const,
  adminList: () => [...contractKeys.admin, 'list'] as const,
  adminOne: (id: number) => [...contractKeys.admin, 'one', id] as const,
};
