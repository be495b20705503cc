// The audit log of one record (issue 6, GET /api/v1/audit?entityType&entityId, Admin): who changed what and
// when, newest first, loaded when the admin opens it, 20 entries at a time ('Weitere laden').
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { AUDIT_ACTION_LABELS, AuditListSchema, type AuditEntityType } from '#domain/schemas/audit';
import { formatDay, formatTime } from '#domain/time';
import { QueryState } from '../../components/ui/query-state';
import { Button } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { cursorListOptions } from '../../lib/cursor-pages';

const AUDIT_PAGE_SIZE = 20;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  record: (type: AuditEntityType, id: number) => [...auditKeys.all, type, id] as const,
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}T/.test(value) ? `${formatDay(value)}, ${formatTime(value)}` : value;
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.map(show).join(', ');
  return JSON.stringify(value);
}

/** One line per changed field: 'trainerName: Lena Berger → Tina Trainer'. */
export function describeDetails(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([field, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value) {
      const change = value as { from: unknown; to: unknown };
      return `${field}: ${show(change.from)} → ${show(change.to)}`;
    }
    return `${field}: ${show(value)}`;
  });
}

export function AuditTrail({ entityType, entityId }: { entityType: AuditEntityType; entityId: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const entries = useInfiniteQuery({
    ...cursorListOptions({
      queryKey: auditKeys.record(entityType, entityId),
      path: API_PATHS.audit,
      schema: AuditListSchema,
      limit: AUDIT_PAGE_SIZE,
      query: { entityType, entityId },
    }),
    enabled: open,
  });
  const list = entries.data?.pages.flat() ?? [];
  return (
    <div className="audit-trail">
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Verlauf ausblenden' : 'Verlauf anzeigen'}
      </Button>
      {open && (
        <div id={listId}>
          <QueryState
            query={entries}
            loading="Verlauf wird geladen …"
            empty="Noch keine Änderungen protokolliert."
            isEmpty={() => list.length === 0}
          >
            {() => (
              <ol className="audit-trail__list">
                {list.map((entry) => (
                  <li key={entry.id}>
                    <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong> von {entry.actorName} am{' '}
                    {formatDay(entry.at)}, {formatTime(entry.at)} Uhr
                    {describeDetails(entry.details).length > 0 && (
                      <ul>
                        {describeDetails(entry.details).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </QueryState>
          <LoadMore
            shown={list.length}
            noun="Einträge"
            hasMore={entries.hasNextPage}
            loading={entries.isFetchingNextPage}
            onLoadMore={() => void entries.fetchNextPage()}
          />
        </div>
      )}
    </div>
  );
}
