import { describe, it, expect } from 'vitest';
import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  MESSAGES,
  RegisterFormSchema,
  RegisterRequestSchema,
  RoleSchema,
  UserSchema,
} from './users';

const validForm = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.de',
  password: 'geheim',
  confirmPassword: 'geheim',
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the registration form (seed 000 §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(RegisterFormSchema.safeParse(validForm).success).toBe(true);
  });

  it('reports every failing message of an empty form together', () => {
    const result = RegisterFormSchema.safeParse({
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual([
      'Vorname ist erforderlich',
      'Nachname ist erforderlich',
      'Gültige E-Mail-Adresse ist erforderlich',
      'Passwort muss mindestens 6 Zeichen lang sein',
    ]);
  });

  it('adds the mismatch message to the others when the two passwords differ', () => {
    const result = RegisterFormSchema.safeParse({
      firstName: '',
      lastName: '',
      email: '',
      password: 'abc',
      confirmPassword: 'abd',
    });
    expect(messagesOf(result)).toEqual([
      'Vorname ist erforderlich',
      'Nachname ist erforderlich',
      'Gültige E-Mail-Adresse ist erforderlich',
      'Passwort muss mindestens 6 Zeichen lang sein',
      'Passwörter stimmen nicht überein',
    ]);
  });

  it('ties each message to its field', () => {
    const result = RegisterFormSchema.safeParse({ ...validForm, firstName: ' ', confirmPassword: 'anders' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'Vorname ist erforderlich'],
      ['confirmPassword', 'Passwörter stimmen nicht überein'],
    ]);
  });

  it('treats a first or last name of only spaces as missing', () => {
    expect(messagesOf(RegisterFormSchema.safeParse({ ...validForm, firstName: '   ' }))).toEqual([
      'Vorname ist erforderlich',
    ]);
    expect(messagesOf(RegisterFormSchema.safeParse({ ...validForm, lastName: '  ' }))).toEqual([
      'Nachname ist erforderlich',
    ]);
  });

  it('accepts a password of exactly 6 characters and rejects one of 5', () => {
    expect(
      RegisterFormSchema.safeParse({ ...validForm, password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true);
    expect(
      messagesOf(RegisterFormSchema.safeParse({ ...validForm, password: '12345', confirmPassword: '12345' })),
    ).toEqual(['Passwort muss mindestens 6 Zeichen lang sein']);
  });

  it('rejects addresses that do not match the simple e-mail pattern', () => {
    for (const email of [
      'erika',
      'erika@',
      '@example.de',
      'erika@example',
      'er ika@example.de',
      'a@b@c.de',
    ]) {
      expect(messagesOf(RegisterFormSchema.safeParse({ ...validForm, email })), email).toEqual([
        'Gültige E-Mail-Adresse ist erforderlich',
      ]);
    }
  });

  it('stores the e-mail address trimmed and lowercased', () => {
    const result = RegisterFormSchema.safeParse({ ...validForm, email: '  Erika.Muster@Example.DE ' });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('erika.muster@example.de');
  });

  it('fails, rather than throws, on something that is not a form at all', () => {
    for (const input of [null, undefined, 'text', 42]) {
      const result = RegisterFormSchema.safeParse(input);
      expect(result.success).toBe(false);
    }
  });

  it('spells the five texts of seed 000 §5 word for word', () => {
    expect(MESSAGES.firstNameRequired).toBe('Vorname ist erforderlich');
    expect(MESSAGES.lastNameRequired).toBe('Nachname ist erforderlich');
    expect(MESSAGES.emailInvalid).toBe('Gültige E-Mail-Adresse ist erforderlich');
    expect(MESSAGES.passwordTooShort).toBe('Passwort muss mindestens 6 Zeichen lang sein');
    expect(MESSAGES.passwordsDiffer).toBe('Passwörter stimmen nicht überein');
  });
});

describe('the register request', () => {
  const request = {
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: 'erika@example.de',
    userName: 'erika@example.de',
    password: 'geheim',
  };

  it('accepts a userName equal to the e-mail address', () => {
    expect(RegisterRequestSchema.safeParse(request).success).toBe(true);
  });

  it('accepts a userName that differs from the e-mail address only in case', () => {
    const result = RegisterRequestSchema.safeParse({
      ...request,
      email: 'Erika@Example.de',
      userName: 'ERIKA@example.de',
    });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('erika@example.de');
  });

  it('rejects a userName that is not the e-mail address', () => {
    const result = RegisterRequestSchema.safeParse({ ...request, userName: 'erika' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['userName', 'Der Benutzername muss der E-Mail-Adresse entsprechen'],
    ]);
  });

  it('applies the password minimum of 6 characters', () => {
    expect(messagesOf(RegisterRequestSchema.safeParse({ ...request, password: '12345' }))).toEqual([
      'Passwort muss mindestens 6 Zeichen lang sein',
    ]);
  });
});

describe('the login and change-password requests', () => {
  it('need a user name and a password', () => {
    expect(LoginRequestSchema.safeParse({ userName: 'erika@example.de', password: 'x' }).success).toBe(true);
    expect(messagesOf(LoginRequestSchema.safeParse({ userName: ' ', password: '' }))).toEqual([
      'E-Mail-Adresse ist erforderlich',
      'Passwort ist erforderlich',
    ]);
  });

  it('need the current password and a new one of at least 6 characters', () => {
    expect(
      ChangePasswordRequestSchema.safeParse({ currentPassword: 'alt', newPassword: '123456' }).success,
    ).toBe(true);
    expect(
      messagesOf(ChangePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: '12345' })),
    ).toEqual(['Aktuelles Passwort ist erforderlich', 'Passwort muss mindestens 6 Zeichen lang sein']);
  });
});

describe('roles and the user record', () => {
  it("normalises 'admin' to the canonical 'Admin'", () => {
    expect(RoleSchema.parse('admin')).toBe('Admin');
    expect(RoleSchema.parse('TRAINER')).toBe('Trainer');
    expect(RoleSchema.parse('User')).toBe('User');
  });

  it('rejects an unknown role', () => {
    const result = RoleSchema.safeParse('Guest');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unbekannte Rolle');
  });

  it('defaults roles to an empty list and isActive to true', () => {
    const user = UserSchema.parse({
      id: 1,
      email: 'erika@example.de',
      firstName: 'Erika',
      lastName: 'Mustermann',
    });
    expect(user.roles).toEqual([]);
    expect(user.isActive).toBe(true);
  });

  it('keeps isActive false and stores roles canonical', () => {
    const user = UserSchema.parse({
      id: 2,
      email: 'a@b.de',
      firstName: 'A',
      lastName: 'B',
      roles: ['admin', 'user'],
      isActive: false,
    });
    expect(user.roles).toEqual(['Admin', 'User']);
    expect(user.isActive).toBe(false);
  });
});
