import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from '#domain/schemas/zod';
import { AdminForm, CheckField, useAdminForm } from './admin-form';
import { TextField } from './field';

const NameSchema = z.object({ name: z.string().check(z.minLength(2, 'Bitte einen Namen angeben')) });

/** A form whose save is `send`: it is handed the parsed body and the refusal handler. */
function Harness({
  send,
  busy = false,
}: {
  send: (body: { name: string }, onError: (error: unknown) => void) => void;
  busy?: boolean;
}) {
  const form = useAdminForm({ name: '', active: false });
  return (
    <AdminForm
      label="Testformular"
      busy={busy}
      onSubmit={() => form.check(NameSchema, form.fields, send, { codeFields: { NAME_TAKEN: 'name' } })}
      problems={form.problems}
      summaryRef={form.summaryRef}
      onCancel={() => undefined}
    >
      <TextField {...form.text('name')} label="Name" />
      <CheckField label="Aktiv" checked={form.fields.active} onChange={(active) => form.set({ active })} />
      <p>{form.dirty ? 'geändert' : 'unverändert'}</p>
    </AdminForm>
  );
}

describe('the admin form kit', () => {
  it('names the form, shows the schema message at the field and in the focused summary, sends nothing', async () => {
    const send = vi.fn();
    render(<Harness send={send} />);
    const form = screen.getByRole('form', { name: 'Testformular' });
    expect(form.tagName).toBe('FORM');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(send).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Bitte einen Namen angeben');
    expect(document.activeElement).toBe(summary);
    const field = screen.getByLabelText('Name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Bitte einen Namen angeben');
  });

  it('sends the parsed body, and a refusal naming a code lands at its field', async () => {
    const send = vi.fn((_body: { name: string }, onError: (error: unknown) => void) =>
      onError({ code: 'NAME_TAKEN', message: 'Der Name ist vergeben' }),
    );
    render(<Harness send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kraftraum');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Kraftraum' });
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('says whether anything differs from the start, and the checkbox is named by its label', async () => {
    render(<Harness send={vi.fn()} />);
    expect(screen.getByText('unverändert')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aktiv' }));
    expect(screen.getByText('geändert')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aktiv' }));
    expect(screen.getByText('unverändert')).toBeTruthy();
  });

  it('ignores a submit while saving', async () => {
    const send = vi.fn();
    render(<Harness send={send} busy />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kraftraum');
    // The spinning button is disabled; a submit from elsewhere (a second tap that got through) is still ignored.
    fireEvent.submit(screen.getByRole('form', { name: 'Testformular' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
