// The domain schemas never reach `new Function` (0110): the app's Content-Security-Policy has no 'unsafe-eval',
// and a refused eval probe is logged as a console error. Function is replaced before zod and the schemas load.
import { describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  it('builds and parses the domain schemas without ever calling Function', async () => {
    const original = globalThis.Function;
    const stub = vi.fn(function refused() {
      throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
    });
    globalThis.Function = stub as unknown as FunctionConstructor;
    try {
      vi.resetModules();
      const { z } = await import('./zod');
      const { RegisterFormSchema, LoginRequestSchema } = await import('./users');
      const { LeadRequestSchema } = await import('./leads');
      const { contactFormSchema } = await import('./contact');
      const { CourseWriteSchema } = await import('./courses');
      const { parseConsentRecord } = await import('../consent/consent');

      expect(LoginRequestSchema.parse({ userName: ' anna@example.de ', password: 'geheim' }).userName).toBe(
        'anna@example.de',
      );
      const register = RegisterFormSchema.safeParse({
        firstName: '',
        email: 'x',
        password: '1',
        confirmPassword: '2',
      });
      expect(register.success).toBe(false);
      expect(register.error?.issues.map((issue) => issue.message)).toContain(
        'Passwörter stimmen nicht überein',
      );
      expect(
        LeadRequestSchema.safeParse({
          source: 'self-check',
          answers: { goal: '', frequency: '', pushups: 10, summer: 'nein', followUp: 'change', barriers: [] },
          contact: { name: 'Anna', email: 'anna@example.de' },
        }).success,
      ).toBe(true);
      expect(contactFormSchema().safeParse({ email: 'anna@example.de', message: 'Hallo' }).success).toBe(
        false,
      );
      expect(CourseWriteSchema.safeParse({ title: 'Yoga' }).success).toBe(false);
      expect(parseConsentRecord({ version: '1', decidedAt: 'gestern', choices: {} })).toBeNull();
      // The probe itself answers "no eval" without trying (jitless), so nothing later can take the eval path.
      expect(z.core.util.allowsEval.value).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(stub).not.toHaveBeenCalled();
  });
});
