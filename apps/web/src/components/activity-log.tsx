import type { UseQueryResult } from '@tanstack/react-query';
import type { RecordActivity } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { formatActivityTime } from '@/lib/dates';

const ACTION = { create: 'created', update: 'changed', delete: 'deleted' } as const;
const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
const label = (field: string) => field.replace(/_id$/, '').replaceAll('_', ' ');

interface ActivityLogProps {
  activity: UseQueryResult<{ items: RecordActivity[] }>;
  /** What an entry's table row is, in words ("the client", "a contact"). */
  subjectOf: (entry: RecordActivity) => string;
  emptyText: string;
}

/** Who did what an activity entry records: their name, or "System" for the app itself. */
export function ActivityActor({ name }: { name: string | null }) {
  return <span className="font-medium">{name ?? 'System'}</span>;
}

/** When an activity entry happened, after its sentence: " · 3 May, 14:05". */
export function ActivityTime({ at }: { at: string }) {
  return (
    <span className="text-muted-foreground">
      {' · '}
      <time dateTime={at}>{formatActivityTime(at)}</time>
    </span>
  );
}

/** A record's history from the audit log (docs/product.md §3 "Audit log"): who changed what, when, before → after. */
export function ActivityLog({ activity, subjectOf, emptyText }: ActivityLogProps) {
  return (
    <QueryState
      query={activity}
      loading={<SkeletonList label="Loading the history" className="flex flex-col gap-2" itemClassName="h-10" />}
      errorTitle="We could not load the history."
      empty={<p className="text-sm text-muted-foreground">{emptyText}</p>}
    >
      {({ items }) => (
        <ol className="flex flex-col gap-3 border-l pl-4 text-sm">
          {items.map((entry) => (
            <li key={entry.id} className="min-w-0">
              <p>
                <ActivityActor name={entry.actor_name} /> {ACTION[entry.action]} {subjectOf(entry)}
                <ActivityTime at={entry.at} />
              </p>
              {entry.action === 'update' && entry.changes.length > 0 ? (
                <ul className="mt-1 flex flex-col gap-0.5 text-muted-foreground">
                  {entry.changes.map((change) => (
                    <li key={change.field} className="break-words">
                      {label(change.field)}: {show(change.before)} → {show(change.after)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
