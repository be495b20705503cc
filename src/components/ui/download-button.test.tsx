// A file download from the API: the answer's file name is used and the file handed over; a refusal comes back as
// the server's German message, and a failure without one as the button's own words.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, installFakeApi } from '../../testing/fake-api';
import { DownloadButton } from './download-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DownloadButton', () => {
  it("saves the file under the answer's name", async () => {
    installFakeApi({
      'GET /api/v1/files/1': () =>
        new Response('<xml/>', {
          headers: {
            'Content-Type': 'application/xml',
            'Content-Disposition': 'attachment; filename="lauf.xml"',
          },
        }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const names: string[] = [];
    click.mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const problems = vi.fn();
    render(
      <DownloadButton path="/api/v1/files/1" fallbackName="datei.xml" failure="Kaputt." onProblems={problems}>
        Laden
      </DownloadButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Laden' }));
    await waitFor(() => expect(names).toEqual(['lauf.xml']));
    expect(problems).not.toHaveBeenCalled();
  });

  it("passes on the server's German refusal", async () => {
    installFakeApi({
      'GET /api/v1/files/2': () => errorAnswer(403, 'FORBIDDEN', 'Dafür fehlt dir die Berechtigung.'),
    });
    const problems = vi.fn();
    render(
      <DownloadButton path="/api/v1/files/2" fallbackName="datei.pdf" failure="Kaputt." onProblems={problems}>
        Laden
      </DownloadButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Laden' }));
    await waitFor(() => expect(problems).toHaveBeenCalledTimes(1));
    expect(problems.mock.calls[0]![0]).toEqual(['Dafür fehlt dir die Berechtigung.']);
  });
});
