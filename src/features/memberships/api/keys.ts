// The query keys of membership data (issue 19). The public types sit under their own root: the server renders
// them into public pages (src/app/ssr/public-queries.ts). The member's own summary is personal; the desk's and
// the admin's reads sit under 'admin' (never persisted, never rendered on the server).
export const membershipKeys = {
  /** The active types for the tiers block, the same for every visitor. */
  publicTypes: () => ['membership-types', 'public'] as const,
  /** The signed-in member's 'Meine Mitgliedschaft' answer. */
  mineOfAll: () => ['memberships', 'mine'] as const,
  mine: (userId: number) => [...membershipKeys.mineOfAll(), userId] as const,
  admin: ['admin', 'memberships'] as const,
  types: () => [...membershipKeys.admin, 'types'] as const,
  ofUser: (userId: number) => [...membershipKeys.admin, 'user', userId] as const,
  strikesOfUser: (userId: number) => [...membershipKeys.admin, 'strikes', userId] as const,
  settings: () => [...membershipKeys.admin, 'settings'] as const,
};
