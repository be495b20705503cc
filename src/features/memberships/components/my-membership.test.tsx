// 'Meine Mitgliedschaft' (issue 33): two returned debits in a row, where the billing settings block bookings then,
// are said with the catalogue's German reason; without the block nothing is said.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { installFakeApi, json } from '../../../testing/fake-api';
import { myMembershipAnswer } from '../../../testing/my-membership';
import { renderWithProviders } from '../../../testing/render-page';
import { MyMembership } from './my-membership';

const REASON = 'Buchen ist gesperrt: zwei Lastschriften wurden zurückgegeben. Bitte melde dich am Empfang.';

const mine = (billingBlocked: boolean) => myMembershipAnswer([], { billingBlocked });

afterEach(() => vi.unstubAllGlobals());

describe("the member's membership", () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('billing block %s: the German reason shown %i times', async (blocked, times) => {
    installFakeApi({ [`GET ${API_PATHS.myMembership}`]: () => json(200, mine(blocked)) });
    renderWithProviders(<MyMembership userId={3} withoutMembership={null} />);
    expect(await screen.findByText('Du hast noch keine Mitgliedschaft.')).toBeTruthy();
    expect(screen.queryAllByText(REASON)).toHaveLength(times);
  });
});
