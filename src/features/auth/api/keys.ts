// Query and mutation keys of the auth feature, from one factory (all → detail); no key is retyped elsewhere.
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  mutation: (name: 'login' | 'register' | 'change-password' | 'update-profile') =>
    [...authKeys.all, name] as const,
};
