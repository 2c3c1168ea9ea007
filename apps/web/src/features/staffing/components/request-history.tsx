import type { ResourceRequestHistory } from '@praxis/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { useRequestHistory } from '../api/get-resource-request';

const ENTITY = {
  resource_requests: 'Request',
  staffing_proposals: 'Proposal',
  engagement_consultants: 'Assignment',
} as Record<string, string>;

function describe(entry: ResourceRequestHistory): string {
  const what = ENTITY[entry.entity] ?? entry.entity;
  if (entry.action === 'create') return `${what} created`;
  const after = entry.after ?? {};
  const changes = Object.entries(after)
    .filter(([key]) => key !== 'weeks_over')
    .map(
      ([key, value]) =>
        `${key.replaceAll('_', ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    );
  return `${what} ${entry.action === 'delete' ? 'deleted' : 'changed'}${changes.length ? ` — ${changes.join(', ')}` : ''}`;
}

/** The request's history, from the audit log. */
export function RequestHistory({ requestId }: { requestId: string }) {
  const history = useRequestHistory(requestId);
  if (history.isPending) return <Skeleton className="h-24 w-full" />;
  if (history.isError) return <p className="text-sm text-destructive">We could not load the history.</p>;
  if (history.data.length === 0) return <p className="text-sm text-muted-foreground">No recorded changes yet.</p>;
  return (
    <ol className="flex flex-col gap-1 text-sm" aria-label="History">
      {history.data.map((entry) => (
        <li key={entry.id} className="break-words">
          <span className="text-muted-foreground">
            {formatDateTime(entry.at)} · {entry.actor_name ?? 'System'}:
          </span>{' '}
          {describe(entry)}
        </li>
      ))}
    </ol>
  );
}
