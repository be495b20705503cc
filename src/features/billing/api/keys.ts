// The query keys of billing data (issue 33). The member's own invoices are personal (never rendered on the
// server); the desk's and the admin's reads sit under 'admin' (never persisted).
export const billingKeys = {
  mineOfAll: () => ['billing', 'mine'] as const,
  mine: (userId: number) => [...billingKeys.mineOfAll(), userId] as const,
  admin: ['admin', 'billing'] as const,
  settings: () => [...billingKeys.admin, 'settings'] as const,
  runs: () => [...billingKeys.admin, 'runs'] as const,
  run: (id: number) => [...billingKeys.runs(), id] as const,
  clients: () => [...billingKeys.admin, 'clients'] as const,
  client: (userId: number) => [...billingKeys.clients(), userId] as const,
};
