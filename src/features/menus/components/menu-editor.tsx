// /admin/menues (issue 20, decision 0152): the header's main navigation and the footer's link groups for admins who
// are not developers. Add a page from the picker or a link, order by dragging the handle or with 'Nach oben' /
// 'Nach unten', rename, remove; 'Entwurf speichern' keeps the working copy, 'Veröffentlichen' puts it live (visitors
// see it on their next page). The same rules as the server (SiteMenusSchema) are checked before sending, and every
// problem stands next to its field and in the summary. The versions list says which version is live and restores an
// earlier one as the working copy.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import {
  MAX_FOOTER_GROUPS,
  MAX_MENU_LINKS,
  SiteMenusSchema,
  type MenuDraft,
  type MenuLink,
  type SiteMenus,
} from '#domain/menus/menus';
import { formatDateTimeShort } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { menuKeys } from '../api/keys';
import { menuDraftQuery, menuVersionsQuery, publishMenus, restoreMenus, saveMenus } from '../api/menus-admin';
import './menu-editor.css';

/** A page the picker offers: its title and its site path. */
export interface MenuPageOption {
  title: string;
  href: string;
}

type FieldProblems = Record<string, string>;

const ACTION_LABELS = {
  published: 'veröffentlicht',
  saved: 'gespeichert',
  restored: 'wiederhergestellt',
} as const;

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Problems by path ('main.4.href'), from the schema's issues or the server's ('menus.main.4.href'). */
function problemsByPath(issues: readonly { path: string; message: string }[]): FieldProblems {
  const fields: FieldProblems = {};
  for (const issue of issues) {
    const path = issue.path.replace(/^menus\./, '');
    if (!(path in fields)) fields[path] = issue.message;
  }
  return fields;
}

function LinkList({
  legend,
  links,
  prefix,
  problems,
  pages,
  onChange,
}: {
  legend: string;
  links: readonly MenuLink[];
  /** The path of this list in the document ('main', 'footer.0.items'), for the field messages. */
  prefix: string;
  problems: FieldProblems;
  pages: readonly MenuPageOption[];
  onChange: (links: MenuLink[]) => void;
}) {
  const pickerId = useId();
  const [picked, setPicked] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = links.length >= MAX_MENU_LINKS;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= links.length || from === to) return;
    onChange(moved(links, from, to));
    setAnnouncement(`„${links[from]!.label || 'Link'}“ steht jetzt an Stelle ${to + 1} von ${links.length}.`);
  };
  const update = (index: number, change: Partial<MenuLink>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...change } : link)));
  const remove = (index: number) => {
    setAnnouncement(`„${links[index]!.label || 'Link'}“ entfernt.`);
    onChange(links.filter((_, at) => at !== index));
  };
  const addPage = () => {
    const page = pages.find((option) => option.href === picked);
    if (!page || full) return;
    onChange([...links, { label: page.title, href: page.href }]);
    setAnnouncement(`„${page.title}“ hinzugefügt.`);
    setPicked('');
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <fieldset className="menu-editor__list">
      <legend>{legend}</legend>
      {links.length === 0 && <p className="menu-editor__empty">Noch keine Links.</p>}
      <ol className="menu-editor__links">
        {links.map((link, index) => (
          <li
            key={index}
            className={`menu-editor__link${dragged === index ? ' menu-editor__link--dragged' : ''}`}
            data-testid="menu-link"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
          >
            <span
              className="menu-editor__handle"
              draggable
              aria-hidden="true"
              title="Zum Verschieben ziehen"
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
                setDragged(index);
              }}
              onDragEnd={() => setDragged(null)}
            >
              ⋮⋮
            </span>
            <TextField
              label="Bezeichnung"
              value={link.label}
              onChange={(event) => update(index, { label: event.currentTarget.value })}
              error={problems[`${prefix}.${index}.label`]}
              maxLength={40}
              required
            />
            <TextField
              label="Adresse"
              hint="/seite oder https://…"
              value={link.href}
              onChange={(event) => update(index, { href: event.currentTarget.value.trim() })}
              error={problems[`${prefix}.${index}.href`]}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <div className="menu-editor__row-actions">
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Nach oben: ${link.label || 'neuer Link'}`}
              >
                Nach oben
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={index === links.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Nach unten: ${link.label || 'neuer Link'}`}
              >
                Nach unten
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => remove(index)}
                aria-label={`Entfernen: ${link.label || 'neuer Link'}`}
              >
                Entfernen
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="menu-editor__add">
        <div className="field">
          <label htmlFor={pickerId} className="field__label">
            Seite auswählen
          </label>
          <select
            id={pickerId}
            className="field__input"
            value={picked}
            onChange={(event) => setPicked(event.currentTarget.value)}
          >
            <option value="">– Seite wählen –</option>
            {pages.map((page) => (
              <option key={page.href} value={page.href}>
                {page.title} ({page.href})
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="secondary" size="sm" disabled={!picked || full} onClick={addPage}>
          Seite hinzufügen
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={full}
          onClick={() => onChange([...links, { label: '', href: '' }])}
        >
          Link hinzufügen
        </Button>
      </div>
      {full && <p className="field__hint">Ein Menü hat höchstens {MAX_MENU_LINKS} Links.</p>}
    </fieldset>
  );
}

function VersionList({
  draft,
  onRestore,
  busy,
}: {
  draft: MenuDraft;
  onRestore: (v: number) => void;
  busy: boolean;
}) {
  const versions = useQuery(menuVersionsQuery());
  return (
    <section className="menu-editor__versions" aria-labelledby="menu-versions">
      <h2 id="menu-versions">Versionen</h2>
      <p>
        Jede Speicherung ist eine Version. Um zu einer früheren zurückzukehren: „Wiederherstellen“ macht sie
        zum Entwurf, „Veröffentlichen“ stellt sie online.
      </p>
      {versions.isPending && <Spinner label="Versionen werden geladen …" />}
      {versions.isError && <p role="alert">{errorMessage(versions.error)}</p>}
      {versions.data && (
        <ol className="menu-editor__version-list" reversed>
          {versions.data.items.map((item) => (
            <li key={item.version}>
              <span>
                <strong>Version {item.version}</strong> · {ACTION_LABELS[item.action]} ·{' '}
                {formatDateTimeShort(item.createdAt)}
                {item.author ? ` · ${item.author}` : ''}
                {item.version === draft.publishedVersion && ' · jetzt online'}
                {item.version === draft.version &&
                  item.version !== draft.publishedVersion &&
                  ' · aktueller Entwurf'}
              </span>
              {item.version !== draft.version && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => onRestore(item.version)}
                  aria-label={`Version ${item.version} wiederherstellen`}
                >
                  Wiederherstellen
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function MenuEditor({ pages }: { pages: readonly MenuPageOption[] }) {
  const queryClient = useQueryClient();
  const draftQuery = useQuery(menuDraftQuery());
  // The admin's changes since the last load or write; null: the working copy as the server has it.
  const [edited, setEdited] = useState<SiteMenus | null>(null);
  const menus = edited ?? draftQuery.data?.menus ?? null;
  const dirty = edited !== null;
  const [fields, setFields] = useState<FieldProblems>({});
  const [done, setDone] = useState('');
  const { problems, fail, clear, summaryRef } = useFormProblems();

  const change = (next: SiteMenus) => {
    setEdited(next);
    setDone('');
  };

  const afterWrite = async (draft: MenuDraft, message: string) => {
    queryClient.setQueryData(menuKeys.draft(), draft);
    setEdited(null);
    setFields({});
    clear();
    setDone(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: menuKeys.versions() }),
      queryClient.invalidateQueries({ queryKey: menuKeys.published() }),
    ]);
  };

  const onError = (error: unknown) => {
    setDone('');
    const details = isApiError(error) ? error.details : [];
    setFields(problemsByPath(details));
    fail({
      messages: details.length ? details.map((issue) => issue.message) : [errorMessage(error)],
      fields: {},
    });
  };

  const write = useMutation({
    mutationFn: async (publish: boolean) => {
      const base = draftQuery.data!;
      let draft = dirty && menus ? await saveMenus(menus, base.version) : base;
      if (publish) draft = await publishMenus(draft.version);
      return { draft, publish };
    },
    onSuccess: ({ draft, publish }) =>
      afterWrite(draft, publish ? 'Die Menüs sind veröffentlicht.' : 'Der Entwurf ist gespeichert.'),
    onError,
  });
  const restore = useMutation({
    mutationFn: (version: number) => restoreMenus(version, draftQuery.data!.version),
    onSuccess: (draft) =>
      afterWrite(
        draft,
        `Version wiederhergestellt: Sie ist jetzt der Entwurf. Veröffentlichen stellt sie online.`,
      ),
    onError,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const publish = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'publish';
    if (!menus) return;
    const checked = SiteMenusSchema.safeParse(menus);
    if (!checked.success) {
      const issues = checked.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      setFields(problemsByPath(issues));
      fail({ messages: [...new Set(issues.map((issue) => issue.message))], fields: {} });
      return;
    }
    clear();
    setFields({});
    write.mutate(publish);
  };

  if (draftQuery.isPending || (!menus && !draftQuery.isError))
    return <Spinner label="Menüs werden geladen …" />;
  if (draftQuery.isError || !menus) return <p role="alert">{errorMessage(draftQuery.error)}</p>;
  const draft = draftQuery.data;
  const busy = write.isPending || restore.isPending;

  const status = dirty
    ? 'Ungespeicherte Änderungen'
    : draft.hasUnpublishedChanges
      ? `Entwurf (Version ${draft.version}) mit Änderungen, online ist Version ${draft.publishedVersion}`
      : `Online: Version ${draft.publishedVersion}, ohne ungespeicherte Änderungen`;

  return (
    <div className="menu-editor">
      <form onSubmit={submit} noValidate aria-label="Menüs bearbeiten">
        <p className="menu-editor__status" role="status">
          {status}
        </p>
        <ErrorSummary ref={summaryRef} messages={problems.messages} />
        {done && <SuccessNote>{done}</SuccessNote>}

        <section aria-labelledby="menu-main" className="menu-editor__section">
          <h2 id="menu-main">Hauptnavigation (Kopfzeile)</h2>
          <LinkList
            legend="Links der Hauptnavigation"
            links={menus.main}
            prefix="main"
            problems={fields}
            pages={pages}
            onChange={(main) => change({ ...menus, main })}
          />
        </section>

        <section aria-labelledby="menu-footer" className="menu-editor__section">
          <h2 id="menu-footer">Footer</h2>
          {menus.footer.map((group, groupIndex) => (
            <div key={groupIndex} className="menu-editor__group">
              <TextField
                label={`Überschrift der Gruppe ${groupIndex + 1}`}
                value={group.title}
                onChange={(event) =>
                  change({
                    ...menus,
                    footer: menus.footer.map((entry, at) =>
                      at === groupIndex ? { ...entry, title: event.currentTarget.value } : entry,
                    ),
                  })
                }
                error={fields[`footer.${groupIndex}.title`]}
                maxLength={40}
                required
              />
              <LinkList
                legend={`Links der Gruppe „${group.title || groupIndex + 1}“`}
                links={group.items}
                prefix={`footer.${groupIndex}.items`}
                problems={fields}
                pages={pages}
                onChange={(items) =>
                  change({
                    ...menus,
                    footer: menus.footer.map((entry, at) =>
                      at === groupIndex ? { ...entry, items } : entry,
                    ),
                  })
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() =>
                  change({ ...menus, footer: menus.footer.filter((_, at) => at !== groupIndex) })
                }
                aria-label={`Gruppe entfernen: ${group.title || groupIndex + 1}`}
              >
                Gruppe entfernen
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={menus.footer.length >= MAX_FOOTER_GROUPS}
            onClick={() => change({ ...menus, footer: [...menus.footer, { title: '', items: [] }] })}
          >
            Gruppe hinzufügen
          </Button>
        </section>

        <div className="menu-editor__actions">
          <Button
            type="submit"
            name="action"
            value="save"
            variant="secondary"
            loading={write.isPending}
            disabled={!dirty}
          >
            Entwurf speichern
          </Button>
          <Button
            type="submit"
            name="action"
            value="publish"
            loading={write.isPending}
            disabled={!dirty && !draft.hasUnpublishedChanges}
          >
            Veröffentlichen
          </Button>
        </div>
      </form>
      <VersionList draft={draft} busy={busy} onRestore={(version) => restore.mutate(version)} />
    </div>
  );
}
