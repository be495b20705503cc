import { describe, it, expect } from 'vitest';
import {
  codeForResponse,
  ERROR_CODES,
  ERRORS,
  errorMessage,
  formatErrorMessage,
  isErrorCode,
} from './catalogue';

describe('the error catalogue', () => {
  it('gives every code an HTTP status (0 only for the network case) and a non-empty German message', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(0);
    for (const code of ERROR_CODES) {
      const { status, message } = ERRORS[code];
      expect(Number.isInteger(status), code).toBe(true);
      if (code === 'NETWORK') expect(status).toBe(0);
      else expect(status >= 400 && status <= 599, `${code} has status ${status}`).toBe(true);
      expect(message.trim().length, code).toBeGreaterThan(0);
      // German, not a technical English placeholder: no "error", "not found" and the like.
      expect(message, code).not.toMatch(/\b(error|failed|not found|invalid)\b/i);
    }
  });

  it('holds the eight messages of seed 000 §8 word for word', () => {
    expect(errorMessage('NETWORK')).toBe('Netzwerkfehler. Bitte versuche es später erneut.');
    expect(errorMessage('UNAUTHORIZED')).toBe('Du bist nicht berechtigt, diese Aktion auszuführen.');
    expect(errorMessage('FORBIDDEN')).toBe('Zugriff verweigert.');
    expect(errorMessage('NOT_FOUND')).toBe('Die angeforderte Ressource wurde nicht gefunden.');
    expect(errorMessage('VALIDATION')).toBe('Eingabefehler. Bitte überprüfe deine Angaben.');
    expect(errorMessage('BOOKING_FULL')).toBe('Der Kurs ist bereits ausgebucht.');
    expect(errorMessage('BOOKING_DEADLINE')).toBe('Die Anmeldefrist ist abgelaufen.');
    expect(errorMessage('CANCELLATION_DEADLINE')).toBe('Die Stornierungsfrist ist abgelaufen.');
  });

  it('holds the login, password and course-fetch texts of seed 000 §8 word for word', () => {
    expect(errorMessage('INVALID_CREDENTIALS')).toBe('Ungültige Anmeldedaten');
    expect(errorMessage('USER_FETCH_FAILED')).toBe('Fehler beim Abrufen der Benutzerdaten');
    expect(errorMessage('PASSWORD_CHANGE_LOGGED_OUT')).toBe(
      'Du musst angemeldet sein, um das Passwort zu ändern',
    );
    expect(errorMessage('PASSWORD_CHANGE_FAILED')).toBe('Fehler beim Ändern des Passworts');
    expect(errorMessage('COURSE_NOT_FOUND')).toBe('Kurs nicht gefunden');
    expect(errorMessage('COURSE_SETTING_NOT_FOUND')).toBe('Kurs-Einstellung nicht gefunden');
  });

  it('gives the statuses DECISIONS maps to the catalogue', () => {
    expect(ERRORS.UNAUTHORIZED.status).toBe(401);
    expect(ERRORS.FORBIDDEN.status).toBe(403);
    expect(ERRORS.NOT_FOUND.status).toBe(404);
    expect(ERRORS.VALIDATION.status).toBe(400);
    expect(ERRORS.BOOKING_FULL.status).toBe(409);
    expect(ERRORS.BOOKING_DEADLINE.status).toBe(409);
    expect(ERRORS.CANCELLATION_DEADLINE.status).toBe(409);
    expect(ERRORS.SERVER_ERROR.status).toBe(500);
  });

  it('recognises its own codes and nothing else as error codes', () => {
    expect(isErrorCode('BOOKING_FULL')).toBe(true);
    expect(isErrorCode('booking_full')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('mapping an HTTP answer onto the catalogue', () => {
  it('treats no response (null) and status 0 as a network error', () => {
    expect(codeForResponse(null)).toBe('NETWORK');
    expect(codeForResponse(0)).toBe('NETWORK');
  });

  it('treats no response as a network error even when a code is somehow present', () => {
    expect(codeForResponse(null, 'BOOKING_FULL')).toBe('NETWORK');
  });

  it('maps 401 to unauthorized, 403 to forbidden and 404 to not found', () => {
    expect(codeForResponse(401)).toBe('UNAUTHORIZED');
    expect(codeForResponse(403)).toBe('FORBIDDEN');
    expect(codeForResponse(404)).toBe('NOT_FOUND');
  });

  it('maps both 400 and 422 to the validation message', () => {
    expect(codeForResponse(400)).toBe('VALIDATION');
    expect(codeForResponse(422)).toBe('VALIDATION');
  });

  it('maps 409 with a booking code to that booking message', () => {
    expect(codeForResponse(409, 'BOOKING_FULL')).toBe('BOOKING_FULL');
    expect(codeForResponse(409, 'BOOKING_DEADLINE')).toBe('BOOKING_DEADLINE');
    expect(codeForResponse(409, 'CANCELLATION_DEADLINE')).toBe('CANCELLATION_DEADLINE');
    expect(errorMessage(codeForResponse(409, 'BOOKING_FULL'))).toBe('Der Kurs ist bereits ausgebucht.');
  });

  it('maps any other client error to the validation message, never to a server error', () => {
    for (const status of [405, 409, 410, 413, 415]) expect(codeForResponse(status)).toBe('VALIDATION');
  });

  it('maps every 5xx to the generic server error', () => {
    for (const status of [500, 502, 503, 504, 599]) expect(codeForResponse(status)).toBe('SERVER_ERROR');
  });

  it('falls back to the status when the server sends a code the catalogue does not know', () => {
    expect(codeForResponse(404, 'SOMETHING_NEW')).toBe('NOT_FOUND');
    expect(codeForResponse(401, 'unauthorized')).toBe('UNAUTHORIZED');
    expect(codeForResponse(422, { nested: true })).toBe('VALIDATION');
    expect(codeForResponse(503, 'MAINTENANCE')).toBe('SERVER_ERROR');
  });

  it('lets a known server code win over the status', () => {
    expect(codeForResponse(404, 'COURSE_NOT_FOUND')).toBe('COURSE_NOT_FOUND');
    expect(codeForResponse(409, 'EMAIL_TAKEN')).toBe('EMAIL_TAKEN');
  });

  it('does not let the server claim a network error while it is answering', () => {
    expect(codeForResponse(500, 'NETWORK')).toBe('SERVER_ERROR');
  });
});

describe('refusals as the desk reads them', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const withStaffText = ERROR_CODES.filter((code) => 'staff' in ERRORS[code]);

  it('speaks of the member in the third person, never as du or Sie, with the member text’s placeholders', () => {
    expect(withStaffText).toEqual(
      expect.arrayContaining(['MEMBERSHIP_NONE', 'MEMBERSHIP_PAUSED', 'ALREADY_BOOKED']),
    );
    for (const code of withStaffText) {
      const entry: { message: string; staff?: string } = ERRORS[code];
      expect(entry.staff, code).toMatch(/dieses Mitglied/i);
      expect(entry.staff, code).not.toMatch(/\b(du|dein\w*|Sie|Ihr\w*)\b/);
      expect(placeholders(entry.staff!), code).toEqual(placeholders(entry.message));
    }
  });

  it('fills the staff text for the desk and keeps the member text otherwise', () => {
    expect(formatErrorMessage('MEMBERSHIP_NONE', undefined, 'staff')).toBe(
      'Dieses Mitglied hat keine Mitgliedschaft.',
    );
    expect(formatErrorMessage('MEMBERSHIP_PAUSED', { until: '31.12.2026' }, 'staff')).toBe(
      'Die Mitgliedschaft dieses Mitglieds ruht bis 31.12.2026.',
    );
    expect(formatErrorMessage('MEMBERSHIP_PAUSED', { until: '31.12.2026' })).toBe(
      'Deine Mitgliedschaft ruht bis 31.12.2026.',
    );
    // A code without a staff text reads the same for everyone.
    expect(formatErrorMessage('BOOKING_FULL', undefined, 'staff')).toBe(ERRORS.BOOKING_FULL.message);
  });
});
