// The one shell of the rich editors (issue 35 item 5, decision 0218): the page editor (a Puck canvas) and the post
// editor (fields and a rich-text body) both sit in it. The shell owns what they share: the bar with the document's
// heading and status and the actions (save the draft, preview, publish, withdraw, versions), the messages with the
// 'nothing lost' copy offered back ('Gesicherte Fassung', kept by ./use-kept-copy.ts), the version list with
// 'Wiederherstellen', the leave guard's dialog and the layout. Each editor hands in only what differs: its
// status words, its preview, its messages, its body, and what each action does.
import { useId, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useInjectedStyles } from '../../lib/injected-styles';
import { restoreQuestion } from '../../lib/local-draft';
import { Badge } from '../ui/badge';
import { Button, type ButtonVariant } from '../ui/button';
import { Spinner } from '../ui/spinner';
import shellCss from './document-editor.css?inline';

/** One action of the bar; without `onClick` in a form, the form's submit ('Entwurf speichern'). */
export interface DocumentAction {
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/** One entry of the version list, as the pages' and the posts' version reads answer it. */
export interface DocumentVersion {
  version: number;
  action: string;
  author?: string | null | undefined;
  createdAt: string;
  /** The post's title in that version. */
  title?: string;
}

export interface DocumentVersions {
  shown: boolean;
  onToggle: () => void;
  list: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { items: readonly DocumentVersion[] } | undefined;
  };
  /** The version visitors get (null: not published). */
  live: number | null;
  /** The version being worked on. */
  draft: number;
  busy: boolean;
  onRestore: (version: number) => void;
}

export interface DocumentEditorProps {
  /** 'form': the fields submit with Enter (the save action without `onClick`); 'div': a canvas. */
  as?: 'div' | 'form';
  onSubmit?: (event: FormEvent) => void;
  /** The editor's own class beside the shell's (its layout of the body). */
  className: string;
  /** What visitors do with the document: a page's 'sehen', a post's 'lesen'. */
  visitors: 'sehen' | 'lesen';
  /** The leave guard's dialog (useLeaveGuard). */
  leaveDialog: ReactNode;
  heading?: ReactNode;
  status: ReactNode;
  /** The toolbar's accessible name ('Seite', 'Beitrag'). */
  toolbarLabel: string;
  save: DocumentAction;
  /** The editor's own preview button. */
  preview: ReactNode;
  /** Absent: nothing to publish (the button is not offered). */
  publish?: DocumentAction | undefined;
  /** Absent: nothing to withdraw. */
  withdraw?: (DocumentAction & { label: string }) | undefined;
  /** More actions after the shared ones (a post's 'Löschen'). */
  moreActions?: ReactNode;
  /** The editor's messages (its problems, what the last action did). */
  messages: ReactNode;
  /** The copy kept in this browser, offered back. */
  kept?: { savedAt: string; detail?: ReactNode; onRestore: () => void; onDiscard: () => void } | undefined;
  /** Absent: no versions yet (a new post). */
  versions?: DocumentVersions | undefined;
  /** The editor's preview panel, shown above the body. */
  previewPanel?: ReactNode;
  children: ReactNode;
}

const VERSION_ACTIONS: Record<string, string> = {
  create: 'angelegt',
  created: 'angelegt',
  save: 'gespeichert',
  saved: 'gespeichert',
  update: 'gespeichert',
  updated: 'gespeichert',
  publish: 'veröffentlicht',
  published: 'veröffentlicht',
  unpublish: 'zurückgezogen',
  unpublished: 'zurückgezogen',
  restore: 'wiederhergestellt',
  restored: 'wiederhergestellt',
  seed: 'angelegt (Startinhalt)',
  seeded: 'angelegt (Startinhalt)',
};

const instantFormat = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});
const formatInstant = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantFormat.format(date);
};

export function DocumentEditor(props: DocumentEditorProps) {
  useInjectedStyles('document-editor', shellCss);
  const id = useId();
  const versionsId = `${id}-versions`;
  const { save, publish, withdraw, versions, kept } = props;
  const Frame = props.as ?? 'div';
  return (
    <Frame
      className={`document-editor ${props.className}`}
      {...(Frame === 'form' ? { onSubmit: props.onSubmit, noValidate: true } : {})}
    >
      {props.leaveDialog}
      <div className="document-editor__bar">
        <div className="document-editor__heading">
          {props.heading}
          <div className="document-editor__status">{props.status}</div>
        </div>
        <div className="document-editor__actions" role="toolbar" aria-label={props.toolbarLabel}>
          <BarButton
            action={save}
            variant="primary"
            label="Entwurf speichern"
            submit={!save.onClick && Frame === 'form'}
          />
          {props.preview}
          {publish && <BarButton action={publish} variant="gradient" label="Veröffentlichen" />}
          {withdraw && <BarButton action={withdraw} variant="outline" label={withdraw.label} />}
          {versions && (
            <Button
              size="sm"
              variant="ghost"
              onClick={versions.onToggle}
              aria-expanded={versions.shown}
              aria-controls={versionsId}
            >
              Versionen
            </Button>
          )}
          {props.moreActions}
        </div>
      </div>

      <div className="document-editor__messages" aria-live="polite">
        {props.messages}
        {kept && (
          <div className="document-editor__kept" role="region" aria-label="Gesicherte Fassung">
            <p>
              {restoreQuestion(kept.savedAt)}
              {kept.detail && <> {kept.detail}</>}
            </p>
            <Button size="sm" variant="secondary" onClick={kept.onRestore}>
              Wiederherstellen
            </Button>
            <Button size="sm" variant="ghost" onClick={kept.onDiscard}>
              Verwerfen
            </Button>
          </div>
        )}
      </div>

      {versions?.shown && <VersionList id={versionsId} visitors={props.visitors} {...versions} />}
      {props.previewPanel}
      {props.children}
    </Frame>
  );
}

/** One action of the bar; `submit`: the form's submit button. */
function BarButton({
  action,
  variant,
  label,
  submit = false,
}: {
  action: DocumentAction;
  variant: ButtonVariant;
  label: string;
  submit?: boolean;
}) {
  return (
    <Button
      size="sm"
      type={submit ? 'submit' : 'button'}
      variant={variant}
      onClick={action.onClick}
      loading={action.loading}
      disabled={action.disabled}
    >
      {label}
    </Button>
  );
}

/** The versions in words (issue 20): which one visitors get ('live'), which one is the draft, and a way back. */
function VersionList({
  id,
  visitors,
  list,
  live,
  draft,
  busy,
  onRestore,
}: DocumentVersions & { id: string; visitors: DocumentEditorProps['visitors'] }) {
  return (
    <section id={id} className="document-editor__versions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Versionen</h2>
      <p className="document-editor__versions-help">
        Besucher {visitors} die Version mit „live“. Jedes Speichern legt eine neue Version als Entwurf an.
        Zurück zu einer früheren Version: dort „Wiederherstellen“ wählen – sie wird dein Entwurf; mit
        „Veröffentlichen“ {visitors} Besucher sie.
      </p>
      {list.isPending && <Spinner label="Versionen werden geladen …" />}
      {list.isError && <p role="alert">{errorMessage(list.error)}</p>}
      {list.data && (
        <ol className="document-editor__version-list">
          {list.data.items.map((item) => (
            <li key={item.version} className="document-editor__version" data-version={item.version}>
              <span>
                <strong>Version {item.version}</strong> · {VERSION_ACTIONS[item.action] ?? item.action}
                {item.author ? ` · ${item.author}` : ''} · {formatInstant(item.createdAt)}
                {item.title !== undefined && ` · „${item.title}“`}
              </span>
              {item.version === live && (
                <Badge variant="success">live – Besucher {visitors} diese Version</Badge>
              )}
              {item.version === draft && item.version !== live && (
                <Badge variant="neutral">Entwurf – wird gerade bearbeitet</Badge>
              )}
              {item.version !== draft && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onRestore(item.version)}
                  disabled={busy}
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
