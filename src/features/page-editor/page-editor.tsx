// The page editor at /admin/pages/:slug (issue 13 item 2): Puck over the page's working copy, with our own action
// bar: save the draft, preview it as a visitor would see it, publish, withdraw, the version history with restore.
// Undo and redo are Puck's history (its header). The server checks every save; its German field messages show
// above the editor. A save on a stale version (409) keeps every edit: they stay in the editor and in this
// browser's local storage, and after loading the newest version the admin can take them over again. The bar, the
// messages' frame, the kept copy, the version list and the leave guard's place are the shared document editor
// shell (src/components/document-editor, decision 0218); this file keeps the Puck canvas and the page's words.
import { Puck, type Config, type Data, type Dictionary, type Viewports } from '@puckeditor/core';
// Puck's stylesheet without its font from a third-party host (TOOLCHAIN.md), injected with ours.
import puckCss from '@puckeditor/core/no-external.css?inline';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_SLUG } from '#domain/pages/slugs';
import { DocumentEditor } from '../../components/document-editor/document-editor';
import { useKeptCopy } from '../../components/document-editor/use-kept-copy';
import { Button } from '../../components/ui/button';
import { useLeaveGuard } from '../../components/ui/leave-guard';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import {
  getDraft,
  isVersionConflict,
  pageEditorKeys,
  publishPage,
  restoreVersion,
  saveDraft,
  unpublishPage,
  useVersions,
  type EditorPageDocument,
  type PageDraft,
} from './api/pages-admin';
import {
  blockOfPath,
  fromPuckData,
  normalise,
  sameDocument,
  toPuckData,
  type DefaultsOf,
  type PuckPageData,
} from './document-mapping';
import { PageOutline, PreviewFrame, usePuckMarkupFixes } from './puck-a11y';
import editorCss from './page-editor.css?inline';
import { useInjectedStyles } from '../../lib/injected-styles';

/** Puck's own words in German. */
const DICTIONARY: Dictionary = {
  'header-publish': 'Veröffentlichen',
  'header-undo': 'Rückgängig',
  'header-redo': 'Wiederholen',
  'header-toggle-leftsidebar': 'Linke Leiste ein- oder ausblenden',
  'header-toggle-rightsidebar': 'Rechte Leiste ein- oder ausblenden',
  'header-toggle-menubar': 'Menü ein- oder ausblenden',
  'action-selectparent': 'Übergeordnetes Element wählen',
  'action-duplicate': 'Duplizieren',
  'action-delete': 'Löschen',
  'label-page': 'Seite',
  'label-component': 'Block',
  'outline-empty': 'Keine Blöcke',
  'outline-item-collapse': 'Zuklappen',
  'outline-item-expand': 'Aufklappen',
  'outline-header-title': 'Gliederung',
  'outline-header-collapseall': 'Alle zuklappen',
  'outline-item-duplicate': 'Duplizieren',
  'outline-item-delete': 'Löschen',
  'drawer-category-collapse': '{title} zuklappen',
  'drawer-category-expand': '{title} aufklappen',
  'drawer-category-other': 'Weitere',
  'canvas-noconfig': 'Kein Block-Typ „{type}“',
  'field-readonly': 'Nur lesen',
  'field-arrayitem-summary': 'Eintrag {index}',
  'field-arrayitem-duplicate': 'Duplizieren',
  'field-arrayitem-delete': 'Löschen',
  'viewport-zoom-in': 'Vergrößern',
  'viewport-zoom-out': 'Verkleinern',
  'viewport-zoom-auto': '{zoom} % (automatisch)',
  'viewport-toggle-menu': 'Ansichtsbreiten',
  'viewport-switch': 'Zur Ansicht {label} wechseln',
  'viewport-switch-default': 'Ansicht wechseln',
  'plugin-blocks': 'Blöcke',
  'plugin-outline': 'Gliederung',
  'plugin-fields': 'Felder',
  'plugin-components': 'Blöcke',
  'layout-maximize': 'maximieren',
  'layout-minimize': 'minimieren',
  'loader-loading': 'lädt',
};

/** The widths the canvas can show, named in German (Puck's own names are English). */
const VIEWPORTS: Viewports = [
  { width: 360, height: 'auto', label: 'Smartphone (360 px)', icon: 'Smartphone' },
  { width: 768, height: 'auto', label: 'Tablet (768 px)', icon: 'Tablet' },
  { width: 1280, height: 'auto', label: 'Desktop (1280 px)', icon: 'Monitor' },
];

/** Puck's extension points in use (puck-a11y.tsx): the preview iframe is named, the outline is a plain list. */
const OVERRIDES = { iframe: PreviewFrame, outline: PageOutline };

/** The working copy kept in this browser (useKeptCopy), with the version the edits were made on. */
interface LocalCopy {
  document: EditorPageDocument;
  baseVersion: number;
}
const isLocalCopy = (value: unknown): value is LocalCopy =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LocalCopy).baseVersion === 'number' &&
  Array.isArray((value as LocalCopy).document?.blocks);

export interface PageEditorProps {
  slug: string;
  /** The Puck config (built from the block catalogue and the registry by the app). */
  config: Config;
  defaultsOf: DefaultsOf;
  /** The German name of a block kind, for messages about a block. */
  kindLabel: (type: string) => string;
  /** The working copy as a visitor would see it (the site's own renderer). */
  renderPreview: (document: EditorPageDocument) => ReactNode;
  /** The list of pages (the way back). */
  listPath: string;
}

export function PageEditor(props: PageEditorProps) {
  useInjectedStyles('page-editor', `${puckCss}\n${editorCss}`, { element: true });
  const draft = useQuery({
    queryKey: pageEditorKeys.draft(props.slug),
    queryFn: ({ signal }) => getDraft(props.slug, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (draft.isPending) {
    return (
      <div className="page-editor__loading">
        <Spinner label="Seite wird geladen …" />
      </div>
    );
  }
  if (draft.isError) {
    const missing = isApiError(draft.error) && draft.error.status === 404;
    return (
      <div className="page-editor__loading" role="alert">
        <p>{missing ? 'Diese Seite gibt es nicht.' : errorMessage(draft.error)}</p>
        <Button to={props.listPath} variant="secondary" iconStart="arrow-left">
          Zur Seitenliste
        </Button>
      </div>
    );
  }
  return <EditorSession key={props.slug} {...props} initial={draft.data} />;
}

type Busy = 'save' | 'publish' | 'unpublish' | 'restore' | 'reload' | null;

function EditorSession({
  slug,
  config,
  defaultsOf,
  kindLabel,
  renderPreview,
  listPath,
  initial,
}: PageEditorProps & { initial: PageDraft }) {
  const queryClient = useQueryClient();
  const [server, setServer] = useState(initial);
  const serverRef = useRef(initial);
  const [content, setContent] = useState(() => ({ data: toPuckData(initial.document, defaultsOf), key: 0 }));
  const workingRef = useRef<EditorPageDocument>(initial.document);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [conflict, setConflict] = useState(false);
  /** The working copy shown in the preview (taken when the preview opens); null while editing. */
  const [preview, setPreview] = useState<EditorPageDocument | null>(null);
  const previewing = preview !== null;
  const [showVersions, setShowVersions] = useState(false);
  const differsFrom = useCallback(
    (document: EditorPageDocument, from: EditorPageDocument) =>
      !sameDocument(normalise(document, defaultsOf), normalise(from, defaultsOf)),
    [defaultsOf],
  );
  const kept = useKeptCopy(`seiten-editor:${slug}`, isLocalCopy, (copy) =>
    differsFrom(copy.document, initial.document),
  );
  const problemsRef = useRef<HTMLDivElement>(null);
  // Below 64rem the block list starts folded away, so the canvas keeps its room beside the fields (Puck's toggle
  // in its header brings it back).
  const [narrow] = useState(() => typeof window !== 'undefined' && window.innerWidth < 1024);
  const versions = useVersions(slug);

  const acceptServer = useCallback((next: PageDraft) => {
    serverRef.current = next;
    setServer(next);
  }, []);

  /** Puts a document into the editor (a new Puck instance: its undo history starts again). */
  const replaceContent = useCallback(
    (document: EditorPageDocument) => {
      workingRef.current = document;
      setContent((current) => ({ data: toPuckData(document, defaultsOf), key: current.key + 1 }));
      setDirty(differsFrom(document, serverRef.current.document));
    },
    [defaultsOf, differsFrom],
  );

  const reloadServer = useCallback(async () => {
    const next = await getDraft(slug);
    acceptServer(next);
    queryClient.setQueryData(pageEditorKeys.draft(slug), next);
    void queryClient.invalidateQueries({ queryKey: pageEditorKeys.versions(slug) });
    void queryClient.invalidateQueries({ queryKey: pageEditorKeys.list });
    return next;
  }, [acceptServer, queryClient, slug]);

  const working = (): LocalCopy => ({ document: workingRef.current, baseVersion: serverRef.current.version });
  const { keep } = kept;
  const onChange = useCallback(
    (data: Data) => {
      const document = fromPuckData(data as unknown as PuckPageData, slug, defaultsOf);
      workingRef.current = document;
      const changed = !sameDocument(document, normalise(serverRef.current.document, defaultsOf));
      setDirty(changed);
      // The safety copy follows the edits.
      if (changed) keep({ document, baseVersion: serverRef.current.version });
    },
    [defaultsOf, slug, keep],
  );

  const showProblems = useCallback(
    (error: unknown) => {
      const details = isApiError(error) ? error.details : [];
      if (details.length > 0) {
        setProblems(
          details.map((issue) => {
            const block = blockOfPath(issue.path);
            if (!block) return issue.message;
            const type = workingRef.current.blocks[block.index]?.type ?? '';
            return `Block ${block.index + 1} (${kindLabel(type)}): ${issue.message}`;
          }),
        );
      } else {
        setProblems([errorMessage(error)]);
      }
      requestAnimationFrame(() => problemsRef.current?.focus());
    },
    [kindLabel],
  );

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<string | undefined>) => {
    setBusy(kind);
    setNotice('');
    setProblems([]);
    try {
      const message = await action();
      if (message) setNotice(message);
      return true;
    } catch (error) {
      if (isVersionConflict(error)) {
        setConflict(true);
        kept.keepNow(working());
      }
      showProblems(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveNow = async () => {
    const document = workingRef.current;
    await saveDraft(slug, document, serverRef.current.version);
    const next = await reloadServer();
    kept.forget();
    setConflict(false);
    setDirty(!sameDocument(workingRef.current, normalise(next.document, defaultsOf)));
  };

  const save = () =>
    run('save', async () => {
      await saveNow();
      return 'Entwurf gespeichert. Besucher sehen weiter die veröffentlichte Fassung.';
    });

  const publish = () =>
    run('publish', async () => {
      if (dirty) await saveNow();
      await publishPage(slug, serverRef.current.version);
      await reloadServer();
      return 'Veröffentlicht: Besucher sehen jetzt diese Fassung.';
    });

  const unpublish = () =>
    run('unpublish', async () => {
      await unpublishPage(slug);
      await reloadServer();
      return 'Veröffentlichung zurückgenommen: Besucher sehen die Seite nicht mehr.';
    });

  const restore = (version: number) => {
    if (
      dirty &&
      !window.confirm(
        'Deine ungespeicherten Änderungen werden ersetzt (eine Kopie bleibt in diesem Browser). Fortfahren?',
      )
    )
      return;
    void run('restore', async () => {
      await restoreVersion(slug, version, serverRef.current.version);
      const next = await reloadServer();
      replaceContent(next.document);
      return `Version ${version} wiederhergestellt und als Entwurf gespeichert. Veröffentliche sie, damit Besucher sie sehen.`;
    });
  };

  const loadLatest = () =>
    run('reload', async () => {
      const copy = kept.keepNow(working());
      const next = await reloadServer();
      replaceContent(next.document);
      setConflict(false);
      kept.offer(copy && differsFrom(copy.value.document, next.document) ? copy : undefined);
      return `Neueste Fassung (Version ${next.version}) geladen. Deine Fassung liegt weiter in diesem Browser bereit.`;
    });

  const takeLocal = () => {
    if (!kept.offered) return;
    replaceContent(kept.offered.value.document);
    kept.offer(undefined);
    setNotice('Deine Fassung ist wieder im Editor. Speichere sie, um die neueste Version damit zu ersetzen.');
  };

  const published = server.status === 'published';
  const unpublishedChanges = dirty || (published && server.publishedVersion !== server.version);
  // In words: which version visitors see, which one is being worked on (issue 20).
  const statusText = useMemo(() => {
    const live = published
      ? server.publishedVersion === server.version
        ? `Veröffentlicht: Version ${server.version}`
        : `Veröffentlicht: Version ${server.publishedVersion} · Entwurf: Version ${server.version} (noch nicht veröffentlicht)`
      : `Nicht veröffentlicht · Entwurf: Version ${server.version}`;
    return dirty ? `${live} · ungespeicherte Änderungen` : live;
  }, [dirty, published, server.publishedVersion, server.version]);
  const protectedPage = slug === HOME_SLUG;
  const leave = useLeaveGuard(dirty);
  const puckRef = useRef<HTMLDivElement>(null);
  usePuckMarkupFixes(puckRef);

  return (
    <DocumentEditor
      className="page-editor"
      visitors="sehen"
      leaveDialog={leave.dialog}
      heading={
        <>
          <Link to={listPath} className="page-editor__back">
            ← Seiten
          </Link>
          <h1 className="page-editor__title">{server.document.title || slug}</h1>
        </>
      }
      status={
        <p data-testid="page-status">
          /{slug === HOME_SLUG ? '' : slug} · {statusText}
        </p>
      }
      toolbarLabel="Seite"
      save={{ onClick: save, loading: busy === 'save', disabled: busy !== null || !dirty }}
      preview={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setPreview(previewing ? null : workingRef.current)}
          aria-pressed={previewing}
        >
          {previewing ? 'Zurück zum Bearbeiten' : 'Vorschau'}
        </Button>
      }
      publish={{
        onClick: publish,
        loading: busy === 'publish',
        disabled: busy !== null || (!unpublishedChanges && published),
      }}
      // The home page can never be withdrawn (PAGE_PROTECTED): the action is not offered there.
      withdraw={
        !protectedPage && published
          ? {
              label: 'Veröffentlichung zurücknehmen',
              onClick: unpublish,
              loading: busy === 'unpublish',
              disabled: busy !== null,
            }
          : undefined
      }
      messages={
        <>
          {problems.length > 0 && (
            <div ref={problemsRef} className="page-editor__problems" role="alert" tabIndex={-1}>
              {problems.length === 1 ? (
                <p>{problems[0]}</p>
              ) : (
                <>
                  <p>Die Seite wurde nicht gespeichert:</p>
                  <ul>
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </>
              )}
              {conflict && (
                <div className="page-editor__conflict">
                  <p>
                    Deine Änderungen sind nicht verloren: Sie stehen weiter im Editor und sind in diesem
                    Browser gesichert. Lade die neueste Fassung; danach kannst du deine Fassung wieder
                    übernehmen.
                  </p>
                  <Button size="sm" variant="secondary" onClick={loadLatest} loading={busy === 'reload'}>
                    Neueste Fassung laden
                  </Button>
                </div>
              )}
            </div>
          )}
          {notice && (
            <p className="page-editor__notice" role="status">
              {notice}
            </p>
          )}
        </>
      }
      kept={
        kept.offered && {
          savedAt: kept.offered.savedAt,
          detail: (
            <span className="page-editor__local-base">
              (auf Grundlage von Version {kept.offered.value.baseVersion})
            </span>
          ),
          onRestore: takeLocal,
          onDiscard: kept.forget,
        }
      }
      versions={{
        shown: showVersions,
        onToggle: () => setShowVersions((value) => !value),
        list: versions,
        live: published ? (server.publishedVersion ?? null) : null,
        draft: server.version,
        busy: busy !== null,
        onRestore: restore,
      }}
      previewPanel={
        previewing && (
          <section className="page-editor__preview" aria-label="Vorschau">
            <p className="page-editor__preview-note">
              Vorschau des Arbeitsstands, so wie Besucher die Seite sehen würden
              {unpublishedChanges ? ' (noch nicht veröffentlicht)' : ''}.
            </p>
            <div className="page-editor__preview-page">{preview && renderPreview(preview)}</div>
          </section>
        )
      }
    >
      <div className="page-editor__puck" hidden={previewing} ref={puckRef}>
        <Puck
          key={content.key}
          config={config}
          data={content.data as unknown as Data}
          onChange={onChange}
          dictionary={DICTIONARY}
          viewports={VIEWPORTS}
          ui={narrow ? { leftSideBarVisible: false } : undefined}
          headerTitle={server.document.title || slug}
          renderHeaderActions={() => <></>}
          overrides={OVERRIDES}
        />
      </div>
    </DocumentEditor>
  );
}
