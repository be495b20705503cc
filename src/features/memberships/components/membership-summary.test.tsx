// The profile's line about memberships (issue 37): what the member holds, from 'mine', never the account status.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { installFakeApi, json } from '../../../testing/fake-api';
import { coreMembership, myMembershipAnswer } from '../../../testing/my-membership';
import { renderWithProviders } from '../../../testing/render-page';
import { MembershipSummary } from './membership-summary';

afterEach(() => vi.unstubAllGlobals());

describe("the profile's membership line", () => {
  it('names a running membership with its phase', async () => {
    installFakeApi({
      [`GET ${API_PATHS.myMembership}`]: () =>
        json(200, myMembershipAnswer([coreMembership({ startsOn: '2000-01-01' })])),
    });
    renderWithProviders(<MembershipSummary userId={3} />);
    expect(await screen.findByText('CORE (Aktiv)')).toBeTruthy();
  });

  it('says there is none and leads to the offer, for an account without a membership', async () => {
    installFakeApi({ [`GET ${API_PATHS.myMembership}`]: () => json(200, myMembershipAnswer([])) });
    renderWithProviders(<MembershipSummary userId={3} />);
    const link = await screen.findByRole('link', { name: 'Angebote im Dashboard' });
    expect(link.getAttribute('href')).toBe('/user');
    expect(screen.queryByText(/aktiv/)).toBeNull();
  });
});
