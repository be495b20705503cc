// The editor's image picker (decision 0132): uploading shows progress and selects the new upload; the server's
// German refusal is shown and nothing changes; a file over the limit is refused before it is sent; an existing
// upload of the use can be picked; a built-in image can be chosen; the selection can be removed.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Upload } from '#domain/schemas/uploads';
import { ImageUploadField } from './image-field';

const STEM = 'abcdefabcdefabcdefabcdef';
const UPLOADED: Upload = {
  id: 7,
  url: `/uploads/${STEM}-1600.webp`,
  type: 'image',
  reference: `upload:${STEM}:1600x900`,
  format: 'png',
  use: 'hero',
  width: 1600,
  height: 900,
  bytes: 12345,
  originalName: 'studio.png',
  createdAt: '2026-11-24T06:00:00.000Z',
};

/** XMLHttpRequest as the uploader uses it: reports half the bytes sent, then answers `answer`. */
function fakeXhr(answer: { status: number; body: unknown }) {
  const sent: { fields: [string, string][]; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader() {
      return 'application/json';
    }
    abort() {}
    send(form: FormData) {
      sent.push({
        fields: [...form.entries()].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : value.name,
        ]),
        headers: this.headers,
      });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        setTimeout(() => {
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        }, 150);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function renderField(value: string, use: 'hero' | 'gallery' | 'media' = 'hero') {
  const onChange = vi.fn();
  render(<ImageUploadField value={value} onChange={onChange} use={use} label="Hero-Bild" />);
  const group = screen.getByRole('group', { name: 'Hero-Bild' });
  return { onChange, group };
}

describe('ImageUploadField', () => {
  it('uploads a file with progress and selects the new upload', async () => {
    const sent = fakeXhr({ status: 201, body: UPLOADED });
    const { onChange, group } = renderField('hero-gym');
    expect(within(group).getByText(/Morgentraining im Studio/, { selector: 'figcaption' })).toBeTruthy();
    const input = within(group).getByLabelText('Datei hochladen');
    expect(input.getAttribute('accept')).toBe('.jpeg,.jpg,.png,image/jpeg,image/png');
    expect(within(group).getByText('Erlaubt: JPEG oder PNG, höchstens 10 MB.')).toBeTruthy();

    await userEvent.upload(input, new File(['png'], 'studio.png', { type: 'image/png' }));
    expect(await within(group).findByText('studio.png wird hochgeladen … 50 %')).toBeTruthy();
    expect(within(group).getByRole('progressbar', { name: 'Fortschritt des Hochladens' })).toBeTruthy();
    expect(await within(group).findByText('studio.png hochgeladen und ausgewählt.')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(`upload:${STEM}:1600x900`);
    // The use goes first: the server needs it to know the limit before the file arrives.
    expect(sent[0]!.fields).toEqual([
      ['use', 'hero'],
      ['file', 'studio.png'],
    ]);
  });

  it("shows the server's German refusal and changes nothing", async () => {
    fakeXhr({
      status: 400,
      body: {
        error: {
          code: 'UPLOAD_TYPE',
          message: 'Dieser Dateityp ist hier nicht erlaubt.',
          details: [
            { path: 'file', message: 'Dieser Dateityp ist hier nicht erlaubt. Erlaubt: JPEG oder PNG.' },
          ],
        },
      },
    });
    const { onChange, group } = renderField('');
    const input = within(group).getByLabelText('Datei hochladen');
    await userEvent.upload(input, new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
    const alert = await within(group).findByRole('alert');
    expect(alert.textContent).toBe('Dieser Dateityp ist hier nicht erlaubt. Erlaubt: JPEG oder PNG.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(onChange).not.toHaveBeenCalled();
    // Choosing something else makes the message stale.
    await userEvent.selectOptions(within(group).getByLabelText('Bild aus dem Studio-Katalog'), 'gallery-1');
    expect(within(group).queryByRole('alert')).toBeNull();
  });

  it('refuses a file over the limit before sending it', async () => {
    const sent = fakeXhr({ status: 201, body: UPLOADED });
    const { onChange, group } = renderField('');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'riesig.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(group).getByLabelText('Datei hochladen'), big);
    expect((await within(group).findByRole('alert')).textContent).toBe(
      'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
    );
    expect(sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks an existing upload of the use, a built-in image, or nothing', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify([UPLOADED]), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onChange, group } = renderField('gallery-2');
    const toggle = within(group).getByRole('button', { name: 'Vorhandene Dateien anzeigen' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const choice = await within(group).findByRole('button', {
      name: /^Wählen: studio\.png\s*,\s*24\.11\.2026, 07:00 Uhr$/,
    });
    expect(choice.getAttribute('aria-pressed')).toBe('false');
    expect(String(fetchMock.mock.calls[0]![0 as never])).toBe('/api/v1/uploads?use=hero&limit=100');
    await userEvent.click(choice);
    expect(onChange).toHaveBeenLastCalledWith(`upload:${STEM}:1600x900`);

    const builtIn = within(group).getByLabelText('Bild aus dem Studio-Katalog') as HTMLSelectElement;
    expect(builtIn.value).toBe('gallery-2');
    await userEvent.selectOptions(builtIn, 'hero-about');
    expect(onChange).toHaveBeenLastCalledWith('hero-about');

    await userEvent.click(within(group).getByRole('button', { name: 'Auswahl entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('previews an upload reference with its size', () => {
    const { group } = renderField(`upload:${STEM}:960x540`);
    expect(within(group).getByText('Hochgeladenes Bild (960 × 540)')).toBeTruthy();
    expect(group.querySelector('img')!.getAttribute('src')).toBe(`/uploads/${STEM}-960.webp`);
  });

  it('says when a key is unknown, and offers video uploads for media', () => {
    render(<ImageUploadField value="weg" onChange={() => undefined} use="gallery" label="Galeriebild" />);
    expect(screen.getByText('Unbekanntes Bild „weg“: Besucher sehen einen Platzhalter.')).toBeTruthy();
    render(<ImageUploadField value="/uploads/x.mp4" onChange={() => undefined} use="media" label="Video" />);
    const media = screen.getByRole('group', { name: 'Video' });
    expect(within(media).getByText('Erlaubt: MP4 oder WebM, höchstens 50 MB.')).toBeTruthy();
    expect(media.querySelector('video')!.getAttribute('src')).toBe('/uploads/x.mp4');
    expect(within(media).queryByLabelText('Bild aus dem Studio-Katalog')).toBeNull();
  });
});
