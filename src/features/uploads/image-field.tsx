// The editor's picker for an image or video prop (decision 0132): upload a file (progress and the server's
// German refusal), pick one of the uploads the use allows, or keep/choose one of the site's own images; the
// preview shows the current value as a visitor will see it. The value is what the block prop holds: a key of
// domain/content/images.ts, an upload reference (`upload:<stem>:<w>x<h>`), or for media the video's URL.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Upload } from '#domain/schemas/uploads';
import { berlinDate, formatTime } from '#domain/time';
import {
  allowedTypesText,
  isUploadReference,
  limitText,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  uploadLimitFor,
  FORMAT_MIME,
  type UploadUse,
} from '#domain/uploads/uploads';
import { Button } from '../../components/ui/button';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { allImages, imageByKey, imageUrl } from '#domain/content/images';
import { errorMessages } from '../../lib/error-message';
import { listUploads, uploadFile } from './api/uploads';
import './image-field.css';

export interface ImageUploadFieldProps {
  value: string;
  onChange: (value: string) => void;
  use: UploadUse;
  label: string;
}

type Status =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; percent: number }
  | { state: 'done'; fileName: string }
  | { state: 'failed'; messages: string[] };

const TEXT = {
  upload: 'Datei hochladen',
  choose: 'Datei auswählen …',
  noFile: 'Keine Datei ausgewählt',
  progress: 'Fortschritt des Hochladens',
  hint: (use: UploadUse) => `Erlaubt: ${allowedTypesText(use)}, höchstens ${limitText(use)}.`,
  uploading: (name: string, percent: number) => `${name} wird hochgeladen … ${percent} %`,
  done: (name: string) => `${name} hochgeladen und ausgewählt.`,
  showExisting: 'Vorhandene Dateien anzeigen',
  hideExisting: 'Vorhandene Dateien ausblenden',
  existingLabel: 'Vorhandene Dateien',
  loading: 'Dateien werden geladen …',
  none: 'Noch keine passenden Dateien hochgeladen.',
  pick: (name: string) => `Wählen: ${name}`,
  uploadedAt: (instant: string) => {
    const [year, month, day] = berlinDate(instant).split('-');
    return `${day}.${month}.${year}, ${formatTime(instant)} Uhr`;
  },
  builtIn: 'Bild aus dem Studio-Katalog',
  builtInNone: '– kein Katalogbild –',
  remove: 'Auswahl entfernen',
  preview: 'Vorschau',
  empty: 'Nichts ausgewählt',
  uploaded: (width: number, height: number) => `Hochgeladenes Bild (${width} × ${height})`,
  video: 'Video',
  unknown: (value: string) => `Unbekanntes Bild „${value}“: Besucher sehen einen Platzhalter.`,
  address: (value: string) => `Bild unter ${value}`,
} as const;

const accept = (use: UploadUse) =>
  [
    ...UPLOAD_RULES[use].extensions.map((extension) => `.${extension}`),
    ...UPLOAD_RULES[use].formats.map((format) => FORMAT_MIME[format]),
  ].join(',');

export function ImageUploadField({ value, onChange, use, label }: ImageUploadFieldProps) {
  const id = useId();
  const isMedia = use === 'media';
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [existing, setExisting] = useState<Upload[] | undefined>();
  const [listError, setListError] = useState<string[] | undefined>();
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const listAbort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
      listAbort.current?.abort();
    },
    [],
  );

  /** A value picked from the list, the catalogue or 'Auswahl entfernen': an earlier upload's message is stale. */
  function choose(next: string) {
    setStatus({ state: 'idle' });
    onChange(next);
  }

  /** Opens the list and loads the newest uploads the use allows (again on every opening: others may upload). */
  function toggleExisting() {
    listAbort.current?.abort();
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setListError(undefined);
    const controller = new AbortController();
    listAbort.current = controller;
    listUploads(use, controller.signal).then(setExisting, (error: unknown) => {
      if (!controller.signal.aborted) setListError(errorMessages(error));
    });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // Saves sending a file the server would refuse anyway; the server checks again.
    if (file.size > uploadLimitFor(use)) {
      setStatus({ state: 'failed', messages: [UPLOAD_MESSAGES.tooLarge(use)] });
      input.value = '';
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ state: 'uploading', fileName: file.name, percent: 0 });
    try {
      const upload = await uploadFile(file, use, {
        signal: controller.signal,
        onProgress: (fraction) =>
          setStatus({ state: 'uploading', fileName: file.name, percent: Math.round(fraction * 100) }),
      });
      setStatus({ state: 'done', fileName: upload.originalName });
      setExisting((list) => (list ? [upload, ...list] : list));
      onChange(upload.reference);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus({ state: 'failed', messages: errorMessages(error) });
    } finally {
      input.value = '';
    }
  }

  const statusText =
    status.state === 'uploading'
      ? TEXT.uploading(status.fileName, status.percent)
      : status.state === 'done'
        ? TEXT.done(status.fileName)
        : '';

  return (
    <fieldset className="image-field">
      <legend className="image-field__legend">{label}</legend>

      <Preview value={value} isMedia={isMedia} />

      <div className="image-field__upload">
        <label htmlFor={`${id}-file`} className="image-field__label">
          {TEXT.upload}
        </label>
        <p id={`${id}-hint`} className="image-field__hint">
          {TEXT.hint(use)}
        </p>
        {/* The browser's own file button speaks the browser's language ('Choose File'): it stays the control
            (keyboard and screen readers use it) but is drawn as our German button and status. */}
        <div className="image-field__picker">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={accept(use)}
            className="image-field__file visually-hidden"
            aria-describedby={`${id}-hint${status.state === 'failed' ? ` ${id}-error` : ''}`}
            aria-invalid={status.state === 'failed' ? true : undefined}
            disabled={status.state === 'uploading'}
            onChange={(event) => void onFile(event)}
          />
          <span
            className="btn btn--outline btn--sm image-field__choose"
            aria-hidden="true"
            onClick={() => fileInput.current?.click()}
          >
            {TEXT.choose}
          </span>
          <span className="image-field__chosen" aria-hidden="true">
            {status.state === 'uploading' || status.state === 'done' ? status.fileName : TEXT.noFile}
          </span>
        </div>
        {status.state === 'uploading' && (
          <progress
            className="image-field__progress"
            max={100}
            value={status.percent}
            aria-label={TEXT.progress}
          />
        )}
        <p role="status" className="image-field__status">
          {statusText}
        </p>
        {status.state === 'failed' && (
          <div id={`${id}-error`} role="alert" className="image-field__error">
            {status.messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
      </div>

      <div className="image-field__existing">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-existing`}
          onClick={toggleExisting}
        >
          {open ? TEXT.hideExisting : TEXT.showExisting}
        </Button>
        {open && (
          <div id={`${id}-existing`} role="group" aria-label={TEXT.existingLabel}>
            {listError ? (
              <p role="alert" className="image-field__error">
                {listError.join(' ')}
              </p>
            ) : !existing ? (
              <p className="image-field__hint">{TEXT.loading}</p>
            ) : existing.length === 0 ? (
              <p className="image-field__hint">{TEXT.none}</p>
            ) : (
              <ul className="image-field__list">
                {existing.map((upload) => (
                  <li key={upload.id}>
                    <button
                      type="button"
                      className="image-field__choice"
                      aria-pressed={upload.reference === value}
                      onClick={() => choose(upload.reference)}
                    >
                      {upload.type === 'video' ? (
                        <span className="image-field__thumb image-field__thumb--video" aria-hidden="true">
                          {upload.format.toUpperCase()}
                        </span>
                      ) : (
                        <img
                          className="image-field__thumb"
                          src={thumbnailUrl(upload)}
                          alt=""
                          loading="lazy"
                        />
                      )}
                      <span>{TEXT.pick(upload.originalName)}</span>
                      <span className="image-field__meta">
                        <span className="visually-hidden">, </span>
                        {TEXT.uploadedAt(upload.createdAt)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>

      {!isMedia && (
        <div className="image-field__builtin">
          <label htmlFor={`${id}-builtin`} className="image-field__label">
            {TEXT.builtIn}
          </label>
          <select
            id={`${id}-builtin`}
            className="image-field__select"
            value={imageByKey(value) && !isUploadReference(value) ? value : ''}
            onChange={(event) => choose(event.currentTarget.value)}
          >
            <option value="">{TEXT.builtInNone}</option>
            {allImages().map((asset) => (
              <option key={asset.key} value={asset.key}>
                {asset.alt ? `${asset.key} – ${asset.alt}` : asset.key}
              </option>
            ))}
          </select>
        </div>
      )}

      {value && (
        <Button type="button" variant="outline" size="sm" onClick={() => choose('')}>
          {TEXT.remove}
        </Button>
      )}
    </fieldset>
  );
}

/** An image given by its address: a file of this site or an https URL (not a key or an upload reference). */
const isImageAddress = (value: string) => /^(\/(?!\/)|https:\/\/)/.test(value);

/** The smallest rendition of an image upload (the list's thumbnail). */
function thumbnailUrl(upload: Upload): string {
  const asset = imageByKey(upload.reference);
  return asset ? imageUrl(asset, asset.widths[0] ?? asset.width, 'webp') : upload.url;
}

function Preview({ value, isMedia }: { value: string; isMedia: boolean }) {
  const asset = !isMedia && value ? imageByKey(value) : undefined;
  let caption: string;
  let content = null;
  if (!value) {
    caption = TEXT.empty;
  } else if (isMedia) {
    caption = `${TEXT.video}: ${value}`;
    content = <video className="image-field__video" src={value} controls preload="metadata" />;
  } else if (asset) {
    caption = isUploadReference(value) ? TEXT.uploaded(asset.width, asset.height) : asset.alt || asset.key;
    content = <ResponsiveImage image={asset} sizes="20rem" alt="" />;
  } else if (isImageAddress(value)) {
    // A file of the site ('/images/hero-gym-960.webp') or an https address: blocks show it as it is.
    caption = TEXT.address(value);
    content = <img src={value} alt="" loading="lazy" />;
  } else {
    caption = TEXT.unknown(value);
  }
  return (
    <figure className="image-field__preview">
      <div className="image-field__frame">{content}</div>
      <figcaption>
        <span className="visually-hidden">{TEXT.preview}: </span>
        {caption}
      </figcaption>
    </figure>
  );
}
