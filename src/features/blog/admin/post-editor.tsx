// /admin/blog/:slug (and /admin/blog/neu): the form of one post. The text is Markdown; 'Vorschau' shows it as the
// server renders and sanitises it at save (the same function). Saving answers the server's German field
// messages; a new post starts as a draft, 'Veröffentlichen' saves and publishes, 'Zurückziehen' makes a
// published post a draft again, 'Löschen' asks first.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { slugFromTitle, type AdminPost, type PostWriteInput } from '#domain/posts/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { problemsOfError } from '../../../lib/form-problems';
import { useAdminPost, useDeletePost, usePostAction, usePostPreview } from '../api/admin-posts';
import { POST_STATUS_LABELS } from './post-admin-list';
import '../components/blog.css';
import './admin.css';

type Fields = Required<{ [K in keyof PostWriteInput]: string }>;

const EMPTY: Fields = { title: '', slug: '', excerpt: '', coverImage: '', author: '', body: '' };

function fieldsOf(post: AdminPost): Fields {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    coverImage: post.coverImage ?? '',
    author: post.author,
    body: post.body,
  };
}

/** The form for an existing post once it is loaded, or for a new one. */
export function PostEditor({ slug, defaultAuthor }: { slug: string | null; defaultAuthor: string }) {
  const post = useAdminPost(slug ?? '', slug !== null);
  if (slug === null) return <PostForm post={null} defaultAuthor={defaultAuthor} />;
  if (post.isPending) return <Spinner label="Beitrag wird geladen" />;
  if (post.isError) return <p role="alert">{errorMessage(post.error)}</p>;
  return <PostForm key={post.data.slug} post={post.data} defaultAuthor={defaultAuthor} />;
}

function PostForm({ post, defaultAuthor }: { post: AdminPost | null; defaultAuthor: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [fields, setFields] = useState<Fields>(() =>
    post ? fieldsOf(post) : { ...EMPTY, author: defaultAuthor },
  );
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

  async function save(): Promise<AdminPost | undefined> {
    clear();
    setNote('');
    try {
      const saved = await action.mutateAsync(
        post ? { kind: 'update', slug: post.slug, write: write() } : { kind: 'create', write: write() },
      );
      return saved;
    } catch (error) {
      fail(problemsOfError(error, { codeFields: { POST_SLUG_TAKEN: 'slug' } }));
      return undefined;
    }
  }

  /** Says what happened, at the post's (maybe new) address. */
  function settle(saved: AdminPost, message: string) {
    if (!post || saved.slug !== post.slug)
      navigate(paths.admin.blogPost(saved.slug), { replace: true, state: { note: message } });
    else setNote(message);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const saved = await save();
    if (saved)
      settle(
        saved,
        saved.status === 'published' ? 'Änderungen gespeichert und veröffentlicht.' : 'Entwurf gespeichert.',
      );
  }

  async function onPublish() {
    const saved = await save();
    if (!saved) return;
    try {
      await action.mutateAsync({ kind: 'publish', slug: saved.slug });
      settle(saved, 'Beitrag veröffentlicht.');
    } catch (error) {
      fail(problemsOfError(error));
    }
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
  const bodyHintId = `${id}-body-hint`;
  const bodyErrorId = `${id}-body-error`;
  const previewHeadingId = `${id}-preview`;

  return (
    <form className="post-editor" onSubmit={onSave} noValidate>
      <div className="post-editor__status">
        <span>Status:</span>
        <Badge variant={status === 'published' ? 'success' : 'neutral'}>{POST_STATUS_LABELS[status]}</Badge>
        {post?.status === 'published' && (
          <Button to={paths.blogPost(post.slug)} variant="ghost" size="sm" iconEnd="arrow-right">
            Ansehen
          </Button>
        )}
      </div>
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {note && <SuccessNote>{note}</SuccessNote>}

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
        label="Slug"
        hint="Die Adresse des Beitrags: /blog/<Slug>. Kleinbuchstaben, Ziffern und Bindestriche."
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
      <div className="post-editor__row">
        <TextField
          label="Titelbild"
          hint="Bildreferenz, z. B. hero-gym (leer: ohne Titelbild)."
          value={fields.coverImage}
          onChange={(e) => set({ coverImage: e.target.value })}
          error={problems.fields.coverImage}
          autoCapitalize="off"
          spellCheck={false}
        />
        <TextField
          label="Autor"
          value={fields.author}
          onChange={(e) => set({ author: e.target.value })}
          error={problems.fields.author}
          required
        />
      </div>
      <div className={['field', problems.fields.body && 'field--invalid'].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={bodyId}>
          Text (Markdown)
        </label>
        <p id={bodyHintId} className="field__hint">
          ## Zwischenüberschrift, **fett**, *kursiv*, [Link](https://…), - Liste. HTML, Skripte und
          eingebettete Inhalte werden beim Speichern entfernt.
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
        {problems.fields.body && (
          <p id={bodyErrorId} className="field__error">
            {problems.fields.body}
          </p>
        )}
      </div>

      <div className="post-editor__actions">
        <Button
          type="button"
          variant="outline"
          loading={preview.isPending}
          onClick={() => preview.mutate(fields.body)}
        >
          Vorschau
        </Button>
        <Button
          type="submit"
          variant={status === 'published' ? 'primary' : 'outline'}
          loading={action.isPending}
          disabled={busy}
        >
          {status === 'published' ? 'Änderungen speichern' : 'Entwurf speichern'}
        </Button>
        {status === 'draft' ? (
          <Button type="button" onClick={() => void onPublish()} disabled={busy}>
            Veröffentlichen
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => void onUnpublish()} disabled={busy}>
            Zurückziehen
          </Button>
        )}
        {post && (
          <Button
            type="button"
            variant="ghost"
            className="post-editor__delete"
            onClick={() => setConfirmDelete(true)}
            disabled={busy}
          >
            Löschen
          </Button>
        )}
      </div>

      {(preview.data || preview.isError) && (
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
      )}

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
    </form>
  );
}
