// The query keys of the check-in feature: the day's sessions (per date) and the member's own code.
export const checkInKeys = {
  all: ['check-in'] as const,
  sessions: () => [...checkInKeys.all, 'sessions'] as const,
  sessionsOf: (date: string | null) => [...checkInKeys.sessions(), date ?? 'today'] as const,
  /** Per member: kept on the device (PERSONAL_PERSISTED_META), so it carries the member's id. */
  myCode: (userId: number) => [...checkInKeys.all, 'my-code', userId] as const,
};
