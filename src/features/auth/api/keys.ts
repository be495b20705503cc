// Query and mutation keys of the auth feature, from one factory (all → detail); no key is retyped elsewhere.
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  mailPreferences: () => [...authKeys.all, 'mail-preferences'] as const,
  mutation: (
    name:
      | 'login'
      | 'register'
      | 'change-password'
      | 'update-profile'
      | 'request-password-reset'
      | 'reset-password'
      | 'mail-preferences'
      | 'home-location',
  ) => [...authKeys.all, name] as const,
};
