// The admin inboxes (issue 7 item 7): what came in, newest first; each entry opens to its details and can be
// marked handled (or open again). Leads show their source in German; funnel leads their tier, the trial slot with
// its date and the goals by name, questionnaire and self-check leads a readable summary of their answers (0083).
import { Fragment, useState, type ReactNode } from 'react';
import { trialSlotLabel } from '#domain/marketing/funnel';
import type { ContactMessage } from '#domain/schemas/contact';
import { LEAD_SOURCE_LABELS, leadAnswerSummary, type Lead } from '#domain/schemas/leads';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/error-message';
import { useLeads, useMarkLead } from './api/leads';
import { useMarkMessage, useMessages } from './api/messages';
import './inbox.css';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function slotText(id: string | null): string {
  return id ? trialSlotLabel(id) : '–';
}

interface EntryProps {
  title: ReactNode;
  meta: ReactNode;
  handled: boolean;
  busy: boolean;
  onMark: (handled: boolean) => void;
  children: ReactNode;
}

function Entry({ title, meta, handled, busy, onMark, children }: EntryProps) {
  const [open, setOpen] = useState(false);
  return (
    <li className={handled ? 'inbox__entry inbox__entry--handled' : 'inbox__entry'}>
      <div className="inbox__summary">
        <div>
          <h2 className="inbox__title">{title}</h2>
          <div className="inbox__meta">{meta}</div>
        </div>
        <div className="inbox__actions">
          {handled ? <Badge variant="success">Erledigt</Badge> : <Badge variant="new">Neu</Badge>}
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Schließen' : 'Öffnen'}
          </Button>
          <Button
            size="sm"
            variant={handled ? 'outline' : 'primary'}
            loading={busy}
            onClick={() => onMark(!handled)}
          >
            {handled ? 'Wieder öffnen' : 'Als erledigt markieren'}
          </Button>
        </div>
      </div>
      {open && <div className="inbox__details">{children}</div>}
    </li>
  );
}

function Status({ isPending, error, empty }: { isPending: boolean; error: unknown; empty: string | null }) {
  if (isPending)
    return (
      <div className="inbox__state">
        <Spinner /> Wird geladen...
      </div>
    );
  if (error)
    return (
      <p className="inbox__state" role="alert">
        {errorMessage(error, { fallback: 'Fehler beim Laden' })}
      </p>
    );
  if (empty) return <p className="inbox__state">{empty}</p>;
  return null;
}

/** `renderActions`: what the app adds to an open lead (issue 19: 'Als Mitglied anlegen'). */
export function LeadInbox({ renderActions }: { renderActions?: (lead: Lead) => ReactNode } = {}) {
  const leads = useLeads();
  const mark = useMarkLead();
  const items = newestFirst(leads.data?.pages.flat() ?? []);
  return (
    <>
      <Status
        isPending={leads.isPending}
        error={leads.error}
        empty={leads.data && items.length === 0 ? 'Noch keine Anfragen.' : null}
      />
      {mark.error && (
        <p role="alert" className="inbox__state">
          {errorMessage(mark.error)}
        </p>
      )}
      <ul className="inbox" aria-label="Anfragen">
        {items.map((lead: Lead) => {
          const answers = leadAnswerSummary(lead);
          return (
            <Entry
              key={lead.id}
              title={lead.name}
              handled={lead.handledAt !== null}
              busy={mark.isPending && mark.variables?.id === lead.id}
              onMark={(handled) => mark.mutate({ id: lead.id, handled })}
              meta={
                <>
                  <span>{dateTime.format(new Date(lead.createdAt))}</span>
                  <Badge variant="info">{sourceLabel(lead.source)}</Badge>
                  {lead.recommendedTier && <Badge variant="featured">{lead.recommendedTier}</Badge>}
                  {lead.trialSlot && <span>Probetraining: {slotText(lead.trialSlot)}</span>}
                </>
              }
            >
              <dl className="inbox__fields">
                <dt>E-Mail</dt>
                <dd>
                  <a href={`mailto:${lead.email}`}>{lead.email}</a>
                </dd>
                <dt>Telefon</dt>
                <dd>{lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : '–'}</dd>
                <dt>Quelle</dt>
                <dd>{sourceLabel(lead.source)}</dd>
                {answers.map((line) => (
                  <Fragment key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>{line.value}</dd>
                  </Fragment>
                ))}
              </dl>
              {renderActions?.(lead)}
            </Entry>
          );
        })}
      </ul>
      <LoadMore
        shown={items.length}
        noun="Anfragen"
        hasMore={leads.hasNextPage}
        loading={leads.isFetchingNextPage}
        onLoadMore={() => void leads.fetchNextPage()}
      />
    </>
  );
}

export function sourceLabel(source: string): string {
  return LEAD_SOURCE_LABELS[source] ?? source;
}

export function MessageInbox() {
  const messages = useMessages();
  const mark = useMarkMessage();
  const items = newestFirst(messages.data?.pages.flat() ?? []);
  return (
    <>
      <Status
        isPending={messages.isPending}
        error={messages.error}
        empty={messages.data && items.length === 0 ? 'Noch keine Nachrichten.' : null}
      />
      {mark.error && (
        <p role="alert" className="inbox__state">
          {errorMessage(mark.error)}
        </p>
      )}
      <ul className="inbox" aria-label="Nachrichten">
        {items.map((message: ContactMessage) => (
          <Entry
            key={message.id}
            title={message.subject}
            handled={message.handledAt !== null}
            busy={mark.isPending && mark.variables?.id === message.id}
            onMark={(handled) => mark.mutate({ id: message.id, handled })}
            meta={
              <>
                <span>{dateTime.format(new Date(message.createdAt))}</span>
                <span>
                  {message.name || 'Ohne Namen'} · {message.email}
                </span>
                <span>{message.sentAt ? 'per E-Mail zugestellt' : 'E-Mail ausstehend'}</span>
              </>
            }
          >
            <dl className="inbox__fields">
              <dt>Telefon</dt>
              <dd>{message.phoneNumber ?? '–'}</dd>
              <dt>Newsletter</dt>
              <dd>{message.marketingConsent ? 'ja' : 'nein'}</dd>
            </dl>
            <p className="inbox__message">{message.message}</p>
          </Entry>
        ))}
      </ul>
      <LoadMore
        shown={items.length}
        noun="Nachrichten"
        hasMore={messages.hasNextPage}
        loading={messages.isFetchingNextPage}
        onLoadMore={() => void messages.fetchNextPage()}
      />
    </>
  );
}
