// /admin/pages: every page with its status and last change, a link to open it in the editor, and 'Neue Seite'
// (address and title; the page starts empty as a draft). The route may add one more choice to the form (the
// menus' 'Ins Menü aufnehmen', issue 20): a checkbox whose action runs after the page was created.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ErrorSummary, useFormProblems } from '../../components/ui/form-feedback';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/error-message';
import { problemsOfError } from '../../lib/form-problems';
import { createPage, pageEditorKeys, usePages, type PageListItem } from './api/pages-admin';
import listCss from './page-list.css?inline';
import { useInjectedStyles } from '../../lib/injected-styles';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

function statusLabel(item: PageListItem): string {
  if (item.status === 'draft') return 'Entwurf';
  return item.hasUnpublishedChanges ? 'Veröffentlicht, Entwurf mit Änderungen' : 'Veröffentlicht';
}

/** What a slug may look like (the server checks it too, with its German messages). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A choice the route adds to 'Neue Seite': a checkbox and what it does once the page exists. */
export interface NewPageOption {
  label: string;
  hint: string;
  run: (page: { slug: string; title: string }) => Promise<unknown>;
}

function NewPageForm({ editPath, option }: { editPath: (slug: string) => string; option?: NewPageOption }) {
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [optionChosen, setOptionChosen] = useState(false);
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: async () => {
      await createPage({ slug, title: title.trim(), description: '', blocks: [] });
      if (option && optionChosen) await option.run({ slug, title: title.trim() });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pageEditorKeys.list });
      void navigate(editPath(slug));
    },
    onError: (error) => fail(problemsOfError(error, { codeFields: { PAGE_SLUG_TAKEN: 'slug' } })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!SLUG.test(slug)) {
      fail({
        messages: ['Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.'],
        fields: { slug: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.' },
      });
      return;
    }
    if (!title.trim()) {
      fail({ messages: ['Bitte gib einen Titel ein.'], fields: { title: 'Bitte gib einen Titel ein.' } });
      return;
    }
    create.mutate();
  };
  return (
    <form className="page-list__new" onSubmit={submit} noValidate aria-labelledby="page-list-new">
      <h2 id="page-list-new">Neue Seite</h2>
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      <div className="page-list__new-fields">
        <TextField
          label="Adresse (z. B. sommer-aktion)"
          name="slug"
          value={slug}
          onChange={(event) => setSlug(event.currentTarget.value.trim().toLowerCase())}
          error={problems.fields.slug}
          autoComplete="off"
          required
        />
        <TextField
          label="Titel"
          name="title"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={problems.fields.title}
          required
        />
      </div>
      {option && (
        <div className="page-list__option">
          <input
            id="page-list-option"
            type="checkbox"
            checked={optionChosen}
            onChange={(event) => setOptionChosen(event.currentTarget.checked)}
            aria-describedby="page-list-option-hint"
          />
          <label htmlFor="page-list-option">{option.label}</label>
          <p id="page-list-option-hint" className="field__hint">
            {option.hint}
          </p>
        </div>
      )}
      <Button type="submit" loading={create.isPending}>
        Neue Seite
      </Button>
    </form>
  );
}

export function PageList({
  editPath,
  newPageOption,
}: {
  editPath: (slug: string) => string;
  newPageOption?: NewPageOption;
}) {
  useInjectedStyles('page-list', listCss);
  const pages = usePages();
  return (
    <div className="page-list">
      {pages.isPending && <Spinner label="Seiten werden geladen …" />}
      {pages.isError && <p role="alert">{errorMessage(pages.error)}</p>}
      {pages.data && (
        <div className="page-list__scroll">
          <table className="page-list__table">
            <caption className="visually-hidden">Seiten der Website</caption>
            <thead>
              <tr>
                <th scope="col">Seite</th>
                <th scope="col">Status</th>
                <th scope="col">Version</th>
                <th scope="col">Zuletzt geändert</th>
              </tr>
            </thead>
            <tbody>
              {pages.data.items.map((item) => (
                <tr key={item.slug} data-slug={item.slug}>
                  <td>
                    <Link to={editPath(item.slug)}>{item.title || item.slug}</Link>
                    <span className="page-list__slug">/{item.slug === 'home' ? '' : item.slug}</span>
                  </td>
                  <td>{statusLabel(item)}</td>
                  <td>{item.version}</td>
                  <td>
                    {item.updatedAt ? dateTime.format(new Date(item.updatedAt)) : '–'}
                    {item.updatedBy ? ` · ${item.updatedBy}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewPageForm editPath={editPath} {...(newPageOption ? { option: newPageOption } : {})} />
    </div>
  );
}
