// The blog's rich-text editor (issue 20, decision 0151): tiptap (the editor Puck's own rich-text field is built on)
// with only what the server's allow-list keeps: section headings (h2, h3), paragraphs, bold, italic, bullet and
// numbered lists, links and images from the upload picker. Its value is HTML; the server sanitises it again at
// save and refuses a script link. Loaded lazily (its own chunk, only for admins who open a post). The image picker is handed in (features compose in src/app).
import { Editor, mergeAttributes, Node } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { useEffect, useId, useReducer, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { imageByKey, imageUrl } from '#domain/content/images';
import { isSafeLink, RICH_TEXT_MESSAGES } from './rich-text';
import './rich-text-editor.css';

/** An image inside the text (inline, so a Markdown post's `<p><img></p>` keeps its shape). */
const Image = Node.create({
  name: 'image',
  inline: true,
  group: 'inline',
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});

/** The URL a picked image is shown at inside the text: its rendition of at most 960 px, as WebP. */
function pickedImageSrc(value: string): string | undefined {
  const asset = imageByKey(value);
  if (!asset) return undefined;
  const width = [...asset.widths].reverse().find((candidate) => candidate <= 960) ?? asset.widths[0];
  return imageUrl(asset, width ?? asset.width, 'webp');
}

/** The site's image picker (the uploads feature's, handed in by the app). */
export interface ImagePickerProps {
  value: string;
  onChange: (value: string) => void;
  use: 'gallery' | 'hero';
  label: string;
}

export interface RichTextEditorProps {
  ImagePicker: ComponentType<ImagePickerProps>;
  /** The HTML to start with (read once). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the visible label naming the text. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

type Panel = 'link' | 'image' | null;

export default function RichTextEditor({
  ImagePicker,
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const id = useId();
  const mount = useRef<HTMLDivElement>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [panel, setPanel] = useState<Panel>(null);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState('');
  const [image, setImage] = useState('');
  const [alt, setAlt] = useState('');

  // Made once (the initial HTML is read once), without an element; mounted into the frame by the effect below.
  const [editor] = useState(
    () =>
      new Editor({
        element: null,
        // No <style> element of its own: the Content-Security-Policy forbids them (decision 0207); the rules it
        // would write are in rich-text-editor.css.
        injectCSS: false,
        extensions: [
          Document,
          Paragraph,
          Text,
          HardBreak,
          Heading.configure({ levels: [2, 3] }),
          Bold,
          Italic,
          BulletList,
          OrderedList,
          ListItem,
          Link.configure({
            openOnClick: false,
            autolink: false,
            linkOnPaste: true,
            HTMLAttributes: { rel: null, target: null },
          }),
          Image,
        ],
        content: initialHtml,
        editorProps: {
          attributes: {
            class: 'rich-text__content blog-article__body',
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-labelledby': labelledBy,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(invalid ? { 'aria-invalid': 'true' } : {}),
          },
        },
      }),
  );

  useEffect(() => {
    if (!mount.current) return;
    editor.mount(mount.current);
    return () => editor.unmount();
  }, [editor]);
  // Unmounting destroys the editor's view (a remount, as under StrictMode, builds it again).

  useEffect(() => {
    const update = () => onChange(editor.isEmpty ? '' : editor.getHTML());
    editor.on('update', update);
    editor.on('transaction', rerender);
    return () => {
      editor.off('update', update);
      editor.off('transaction', rerender);
    };
  }, [editor, onChange]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          class: 'rich-text__content blog-article__body',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelledBy,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [describedBy, editor, invalid, labelledBy]);

  const chain = () => editor.chain().focus();
  const active = (name: string, attributes?: Record<string, unknown>) => editor.isActive(name, attributes);

  function openLink() {
    setLinkError('');
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setPanel(panel === 'link' ? null : 'link');
  }

  function applyLink(event: FormEvent) {
    event.preventDefault();
    const value = href.trim();
    if (!value) {
      chain().extendMarkRange('link').unsetLink().run();
      setPanel(null);
      return;
    }
    if (!isSafeLink(value)) {
      setLinkError(RICH_TEXT_MESSAGES.link);
      return;
    }
    if (editor.state.selection.empty && !active('link'))
      chain()
        .insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] })
        .run();
    else chain().extendMarkRange('link').setLink({ href: value }).run();
    setPanel(null);
  }

  function insertImage(event: FormEvent) {
    event.preventDefault();
    const src = pickedImageSrc(image);
    if (!src) return;
    chain()
      .insertContent({ type: 'image', attrs: { src, alt: alt.trim() } })
      .run();
    setImage('');
    setAlt('');
    setPanel(null);
  }

  const tool = (label: string, pressed: boolean, run: () => void, disabled = false) => (
    <button
      type="button"
      className="rich-text__tool"
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  );

  return (
    <div className={['rich-text', invalid && 'rich-text--invalid'].filter(Boolean).join(' ')}>
      <div className="rich-text__toolbar" role="toolbar" aria-label="Textformat">
        {tool('Überschrift', active('heading', { level: 2 }), () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('Unterüberschrift', active('heading', { level: 3 }), () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('Fett', active('bold'), () => chain().toggleBold().run())}
        {tool('Kursiv', active('italic'), () => chain().toggleItalic().run())}
        {tool('Aufzählung', active('bulletList'), () => chain().toggleBulletList().run())}
        {tool('Nummerierte Liste', active('orderedList'), () => chain().toggleOrderedList().run())}
        <button
          type="button"
          className="rich-text__tool"
          aria-pressed={active('link')}
          aria-expanded={panel === 'link'}
          aria-controls={`${id}-link`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={openLink}
        >
          Link
        </button>
        <button
          type="button"
          className="rich-text__tool"
          aria-expanded={panel === 'image'}
          aria-controls={`${id}-image`}
          onClick={() => setPanel(panel === 'image' ? null : 'image')}
        >
          Bild
        </button>
      </div>

      {panel === 'link' && (
        <div id={`${id}-link`} className="rich-text__panel" role="group" aria-label="Link setzen">
          <label htmlFor={`${id}-href`} className="field__label">
            Linkadresse
          </label>
          <p id={`${id}-href-hint`} className="field__hint">
            Eine Seite des Studios (/kurse) oder eine Adresse mit https://, mailto: oder tel:. Leer lassen
            entfernt den Link.
          </p>
          <input
            id={`${id}-href`}
            className="field__input"
            type="text"
            inputMode="url"
            value={href}
            autoFocus
            aria-invalid={linkError ? true : undefined}
            aria-describedby={`${id}-href-hint${linkError ? ` ${id}-href-error` : ''}`}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyLink(event);
              if (event.key === 'Escape') setPanel(null);
            }}
          />
          {linkError && (
            <p id={`${id}-href-error`} className="field__error" role="alert">
              {linkError}
            </p>
          )}
          <div className="rich-text__panel-actions">
            <Button type="button" size="sm" onClick={applyLink}>
              Link übernehmen
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setPanel(null)}>
              Abbrechen
            </Button>
          </div>
        </div>
      )}

      {panel === 'image' && (
        <div id={`${id}-image`} className="rich-text__panel" role="group" aria-label="Bild einfügen">
          <ImagePicker value={image} onChange={setImage} use="gallery" label="Bild für den Text" />
          <label htmlFor={`${id}-alt`} className="field__label">
            Bildbeschreibung (für Screenreader)
          </label>
          <input
            id={`${id}-alt`}
            className="field__input"
            type="text"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
          <div className="rich-text__panel-actions">
            <Button type="button" size="sm" onClick={insertImage} disabled={!pickedImageSrc(image)}>
              Bild einfügen
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setPanel(null)}>
              Abbrechen
            </Button>
          </div>
        </div>
      )}

      <div ref={mount} className="rich-text__frame" />
    </div>
  );
}
