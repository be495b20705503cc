// /admin/blog/:slug (and /admin/blog/neu): the form of one post. The text is written in a rich-text editor
// (headings, bold, lists, links, images from the upload picker; issue 20); a Markdown post whose article the
// editor can hold opens in it, one with a table or a quote stays in its Markdown field. 'Vorschau' shows it as the
// server renders and sanitises it at save (the same function). Saving stores a new version as the draft; visitors
// read the published version until 'Veröffentlichen'; 'Versionen' lists them with 'Wiederherstellen';
// 'Zurückziehen' takes the post off the blog, 'Löschen' asks first. Unsaved edits are kept in this browser while
// typing and offered back after a closed tab; leaving with unsaved edits asks first. The bar, the kept copy, the
// version list and the layout are the shared document editor shell (src/components/document-editor, decision
// 0218); this file keeps the post's fields, its preview and its words.
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  slugFromTitle,
  type AdminPost,
  type PostBodyFormat,
  type PostWriteInput,
} from '#domain/posts/schemas';
import { DocumentEditor } from '../../../components/document-editor/document-editor';
import { useKeptCopy } from '../../../components/document-editor/use-kept-copy';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { useLeaveGuard } from '../../../components/ui/leave-guard';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { problemsOfError } from '../../../lib/form-problems';
import { richTextCanHold } from '../../../components/rich-text/rich-text';
import type { ImagePickerProps } from '../../../components/rich-text/rich-text-editor';
import {
  useAdminPost,
  useDeletePost,
  usePostAction,
  usePostPreview,
  usePostVersions,
  useRestorePostVersion,
} from '../api/admin-posts';
import { POST_STATUS_LABELS } from './post-admin-list';
import '../components/blog.css';
import './admin.css';

const RichTextEditor = lazy(() => import('../../../components/rich-text/rich-text-editor'));

/** The site's upload picker (the uploads feature's), handed in by the app: for the cover and the text's images. */
export type PostImageField = ComponentType<ImagePickerProps>;

type Fields = Required<{ [K in Exclude<keyof PostWriteInput, 'bodyFormat'>]: string }> & {
  bodyFormat: PostBodyFormat;
};

const EMPTY: Fields = {
  title: '',
  slug: '',
  excerpt: '',
  coverImage: '',
  author: '',
  body: '',
  bodyFormat: 'html',
};

/** A post's fields for the form: a Markdown post the rich-text editor can hold opens as its HTML. */
function fieldsOf(post: AdminPost): Fields {
  const rich = post.bodyFormat === 'html' || richTextCanHold(post.html);
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    coverImage: post.coverImage ?? '',
    author: post.author,
    body: post.bodyFormat === 'markdown' && rich ? post.html : post.body,
    bodyFormat: rich ? 'html' : 'markdown',
  };
}

const FIELD_KEYS = ['title', 'slug', 'excerpt', 'coverImage', 'author', 'body', 'bodyFormat'] as const;
const sameFields = (a: Fields, b: Fields) => FIELD_KEYS.every((key) => a[key] === b[key]);
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  FIELD_KEYS.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
const draftKey = (slug: string | null) => `blog-editor:${slug ?? 'neu'}`;

/** The form for an existing post once it is loaded, or for a new one. */
export function PostEditor({
  slug,
  defaultAuthor,
  ImageField,
}: {
  slug: string | null;
  defaultAuthor: string;
  ImageField: PostImageField;
}) {
  const post = useAdminPost(slug ?? '', slug !== null);
  if (slug === null) return <PostForm post={null} defaultAuthor={defaultAuthor} ImageField={ImageField} />;
  if (post.isPending) return <Spinner label="Beitrag wird geladen" />;
  if (post.isError) return <p role="alert">{errorMessage(post.error)}</p>;
  return (
    <PostForm key={post.data.slug} post={post.data} defaultAuthor={defaultAuthor} ImageField={ImageField} />
  );
}

function PostForm({
  post,
  defaultAuthor,
  ImageField,
}: {
  post: AdminPost | null;
  defaultAuthor: string;
  ImageField: PostImageField;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const saved = useMemo(
    () => (post ? fieldsOf(post) : { ...EMPTY, author: defaultAuthor }),
    [post, defaultAuthor],
  );
  const [fields, setFields] = useState<Fields>(saved);
  // The rich-text editor reads its HTML once: a restored copy or version mounts a new one.
  const [editorKey, setEditorKey] = useState(0);
  const kept = useKeptCopy(draftKey(post?.slug ?? null), isFields, (value) => !sameFields(value, saved));
  const dirty = !sameFields(fields, saved);
  const leave = useLeaveGuard(dirty);
  const [showVersions, setShowVersions] = useState(false);
  const versions = usePostVersions(post?.slug ?? '', showVersions && post !== null);
  const restoreVersion = useRestorePostVersion();

  // The working copy follows the typing into this browser's storage, until saved or discarded.
  const { keep } = kept;
  useEffect(() => keep(dirty ? fields : undefined), [dirty, fields, keep]);
  // A new post's slug follows its title until someone edits the slug itself.
  const [slugTouched, setSlugTouched] = useState(post !== null);
  // A new or renamed post moves to its own address (a new form): the note of what happened travels along.
  const [note, setNote] = useState(() => (location.state as { note?: string } | null)?.note ?? '');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const action = usePostAction();
  const remove = useDeletePost();
  const preview = usePostPreview();
  const busy = action.isPending || remove.isPending;
  const status = post?.status ?? 'draft';

  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));
  const write = (): PostWriteInput => ({ ...fields, coverImage: fields.coverImage || null });

  function replaceFields(next: Fields) {
    setFields(next);
    setEditorKey((current) => current + 1);
  }

  async function save(): Promise<AdminPost | undefined> {
    clear();
    setNote('');
    try {
      const result = await action.mutateAsync(
        post
          ? { kind: 'update', slug: post.slug, write: { ...write(), baseVersion: post.version } }
          : { kind: 'create', write: write() },
      );
      kept.forget();
      // The form moves on to the saved post (a new form when the address changed): nothing is left unsaved.
      leave.allowNextNavigation();
      return result;
    } catch (error) {
      fail(problemsOfError(error, { codeFields: { POST_SLUG_TAKEN: 'slug' } }));
      return undefined;
    }
  }

  /** Says what happened, at the post's (maybe new) address. */
  function settle(result: AdminPost, message: string) {
    if (!post || result.slug !== post.slug)
      navigate(paths.admin.blogPost(result.slug), { replace: true, state: { note: message } });
    else setNote(message);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const result = await save();
    if (result)
      settle(
        result,
        result.status === 'published'
          ? `Entwurf gespeichert (Version ${result.version}). Besucher lesen weiter Version ${result.publishedVersion}, bis du veröffentlichst.`
          : 'Entwurf gespeichert.',
      );
  }

  async function onPublish() {
    const result = dirty || !post ? await save() : post;
    if (!result) return;
    try {
      await action.mutateAsync({ kind: 'publish', slug: result.slug });
      settle(result, 'Beitrag veröffentlicht: Besucher lesen jetzt diese Fassung.');
    } catch (error) {
      fail(problemsOfError(error));
    }
  }

  async function onRestore(version: number) {
    if (!post) return;
    clear();
    try {
      const result = await restoreVersion.mutateAsync({ slug: post.slug, version });
      replaceFields(fieldsOf(result));
      setNote(
        `Version ${version} wiederhergestellt und als Entwurf gespeichert (Version ${result.version}). Veröffentliche sie, damit Besucher sie lesen.`,
      );
    } catch (error) {
      fail(problemsOfError(error));
    }
  }

  function restoreKept() {
    if (!kept.offered) return;
    replaceFields(kept.offered.value);
    kept.offer(undefined);
  }

  async function onUnpublish() {
    if (!post) return;
    clear();
    try {
      await action.mutateAsync({ kind: 'unpublish', slug: post.slug });
      setNote('Beitrag zurückgezogen: er ist jetzt ein Entwurf.');
    } catch (error) {
      fail(problemsOfError(error));
    }
  }

  async function onDelete() {
    if (!post) return;
    try {
      await remove.mutateAsync(post.slug);
      navigate(paths.admin.blog, { replace: true });
    } catch (error) {
      setConfirmDelete(false);
      fail(problemsOfError(error));
    }
  }

  const bodyId = `${id}-body`;
  const bodyLabelId = `${id}-body-label`;
  const bodyHintId = `${id}-body-hint`;
  const bodyErrorId = `${id}-body-error`;
  const previewHeadingId = `${id}-preview`;
  const published = status === 'published';
  const liveVersion = post?.publishedVersion ?? null;
  const changesNotLive = published && post !== null && post.version !== liveVersion;

  return (
    <DocumentEditor
      as="form"
      onSubmit={onSave}
      className="post-editor"
      visitors="lesen"
      leaveDialog={leave.dialog}
      status={
        <>
          <span>Status:</span>
          <Badge variant={published ? 'success' : 'neutral'}>{POST_STATUS_LABELS[status]}</Badge>
          {post && (
            <span data-testid="post-version">
              {published
                ? changesNotLive
                  ? `Besucher lesen Version ${liveVersion}; Entwurf: Version ${post.version} (noch nicht veröffentlicht)`
                  : `Besucher lesen Version ${post.version}`
                : `Entwurf: Version ${post.version}`}
              {dirty && ' · ungespeicherte Änderungen'}
            </span>
          )}
          {published && post && (
            <Button to={paths.blogPost(post.slug)} variant="ghost" size="sm" iconEnd="arrow-right">
              Ansehen
            </Button>
          )}
        </>
      }
      toolbarLabel="Beitrag"
      save={{ loading: action.isPending, disabled: busy || (post !== null && !dirty) }}
      preview={
        <Button
          size="sm"
          variant="outline"
          loading={preview.isPending}
          onClick={() => preview.mutate({ body: fields.body, bodyFormat: fields.bodyFormat })}
        >
          Vorschau
        </Button>
      }
      publish={
        !published || dirty || changesNotLive
          ? { onClick: () => void onPublish(), disabled: busy }
          : undefined
      }
      withdraw={
        published ? { label: 'Zurückziehen', onClick: () => void onUnpublish(), disabled: busy } : undefined
      }
      moreActions={
        post && (
          <Button
            size="sm"
            variant="ghost"
            className="post-editor__delete"
            onClick={() => setConfirmDelete(true)}
            disabled={busy}
          >
            Löschen
          </Button>
        )
      }
      messages={
        <>
          <ErrorSummary ref={summaryRef} messages={problems.messages} />
          {note && <SuccessNote>{note}</SuccessNote>}
        </>
      }
      kept={
        kept.offered && {
          savedAt: kept.offered.savedAt,
          onRestore: restoreKept,
          onDiscard: kept.forget,
        }
      }
      versions={
        post
          ? {
              shown: showVersions,
              onToggle: () => setShowVersions((value) => !value),
              list: versions,
              live: published ? liveVersion : null,
              draft: post.version,
              busy: busy || restoreVersion.isPending,
              onRestore: (version) => void onRestore(version),
            }
          : undefined
      }
      previewPanel={
        (preview.data || preview.isError) && (
          <section className="post-editor__preview" aria-labelledby={previewHeadingId} aria-live="polite">
            <h2 id={previewHeadingId} className="post-editor__preview-heading">
              Vorschau
            </h2>
            {preview.isError ? (
              <p role="alert">{errorMessage(preview.error)}</p>
            ) : (
              <div
                className="blog-article__body"
                dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
              />
            )}
          </section>
        )
      }
    >
      <TextField
        label="Titel"
        value={fields.title}
        onChange={(e) => {
          const title = e.target.value;
          set(slugTouched ? { title } : { title, slug: slugFromTitle(title) });
        }}
        error={problems.fields.title}
        required
      />
      <TextField
        label="Adresse"
        hint="Der letzte Teil der Adresse des Beitrags: /blog/<Adresse>. Kleinbuchstaben, Ziffern und Bindestriche."
        value={fields.slug}
        onChange={(e) => {
          setSlugTouched(true);
          set({ slug: e.target.value });
        }}
        error={problems.fields.slug}
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <div className={['field', problems.fields.excerpt && 'field--invalid'].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={`${id}-excerpt`}>
          Auszug
        </label>
        <textarea
          id={`${id}-excerpt`}
          className="field__input"
          rows={3}
          value={fields.excerpt}
          onChange={(e) => set({ excerpt: e.target.value })}
          aria-invalid={problems.fields.excerpt ? true : undefined}
          aria-describedby={problems.fields.excerpt ? `${id}-excerpt-error` : undefined}
          required
        />
        {problems.fields.excerpt && (
          <p id={`${id}-excerpt-error`} className="field__error">
            {problems.fields.excerpt}
          </p>
        )}
      </div>
      <TextField
        label="Autor"
        value={fields.author}
        onChange={(e) => set({ author: e.target.value })}
        error={problems.fields.author}
        required
      />
      <div className="post-editor__cover">
        <ImageField
          value={fields.coverImage}
          onChange={(coverImage) => set({ coverImage })}
          use="hero"
          label="Titelbild"
        />
        {problems.fields.coverImage && <p className="field__error">{problems.fields.coverImage}</p>}
      </div>
      <div className={['field', problems.fields.body && 'field--invalid'].filter(Boolean).join(' ')}>
        {fields.bodyFormat === 'html' ? (
          <>
            <p id={bodyLabelId} className="field__label">
              Text
            </p>
            <p id={bodyHintId} className="field__hint">
              Überschriften, Fett, Listen, Links und Bilder über die Leiste. Skripte und eingebettete Inhalte
              werden beim Speichern entfernt.
            </p>
            <Suspense fallback={<Spinner label="Editor wird geladen" />}>
              <RichTextEditor
                key={editorKey}
                ImagePicker={ImageField}
                initialHtml={fields.body}
                onChange={(body) => set({ body })}
                labelledBy={bodyLabelId}
                describedBy={[bodyHintId, problems.fields.body && bodyErrorId].filter(Boolean).join(' ')}
                invalid={Boolean(problems.fields.body)}
              />
            </Suspense>
          </>
        ) : (
          <>
            <label className="field__label" htmlFor={bodyId}>
              Text (Markdown)
            </label>
            <p id={bodyHintId} className="field__hint">
              Dieser Beitrag enthält Tabellen, Zitate oder Code und bleibt deshalb in Markdown: ##
              Zwischenüberschrift, **fett**, *kursiv*, [Link](https://…), - Liste.
            </p>
            <textarea
              id={bodyId}
              className="field__input post-editor__body"
              rows={16}
              value={fields.body}
              onChange={(e) => set({ body: e.target.value })}
              aria-invalid={problems.fields.body ? true : undefined}
              aria-describedby={[bodyHintId, problems.fields.body && bodyErrorId].filter(Boolean).join(' ')}
              required
            />
          </>
        )}
        {problems.fields.body && (
          <p id={bodyErrorId} className="field__error">
            {problems.fields.body}
          </p>
        )}
      </div>
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Beitrag löschen?"
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Abbrechen
            </Button>
            <Button onClick={() => void onDelete()} loading={remove.isPending}>
              Endgültig löschen
            </Button>
          </>
        }
      >
        <p>„{post?.title}“ wird gelöscht und ist danach auch nicht mehr im Blog zu finden.</p>
      </Modal>
    </DocumentEditor>
  );
}
