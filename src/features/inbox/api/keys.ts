// Query keys of the admin inboxes.
export const inboxKeys = {
  all: ['inbox'] as const,
  leads: () => [...inboxKeys.all, 'leads'] as const,
  messages: () => [...inboxKeys.all, 'messages'] as const,
};
