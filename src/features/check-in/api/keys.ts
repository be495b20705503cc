// The query keys of the check-in feature: the day's sessions (per date) and the member's own code.
export const checkInKeys = {
  all: ['check-in'] as const,
  sessions: () => [...checkInKeys.all, 'sessions'] as const,
  sessionsOf: (date: string | null) => [...checkInKeys.sessions(), date ?? 'today'] as const,
  myCode: () => [...checkInKeys.all, 'my-code'] as const,
};
