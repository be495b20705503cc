// The member's card: the signed code as a QR image and the short code as the desk reads it ('ABCD-1234').
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { errorAnswer, installFakeApi, json } from '../../../testing/fake-api';
import { MemberCheckInCode } from './member-check-in-code';

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemberCheckInCode userId={3} />
    </QueryClientProvider>,
  );
}

describe('MemberCheckInCode', () => {
  it('shows the QR image and the short code with a hyphen', async () => {
    const api = installFakeApi({
      'GET /api/v1/users/me/check-in-code': () =>
        json(200, { code: 'K1.3.AbCdEfGhIjKlMnOpQrStUv', shortCode: 'ABCD1234' }),
    });
    show();
    expect(await screen.findByTestId('short-code')).toHaveProperty('textContent', 'ABCD-1234');
    const image = screen.getByRole('img', { name: 'QR-Code für den Check-in' });
    expect(image.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    expect(api.count('GET /api/v1/users/me/check-in-code')).toBe(1);
  });

  it('says so in German when the code cannot be loaded', async () => {
    installFakeApi({
      'GET /api/v1/users/me/check-in-code': () =>
        errorAnswer(403, 'PASSWORD_CHANGE_REQUIRED', 'Bitte ändern Sie zuerst Ihr Passwort.'),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Bitte ändern Sie zuerst Ihr Passwort.',
    );
  });
});
