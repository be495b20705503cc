// The query keys of the trainer's day (issue 22): personal staff data, never persisted or rendered on the server.
export const trainerKeys = {
  all: ['trainer'] as const,
  agenda: () => [...trainerKeys.all, 'agenda'] as const,
  session: (id: number) => [...trainerKeys.all, 'session', id] as const,
  requests: () => [...trainerKeys.all, 'substitute-requests'] as const,
  accounts: () => [...trainerKeys.all, 'accounts'] as const,
};
