import { useId } from 'react';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useWorkItemActivity } from '../api/list-work-item-activity';
import { describeActivity } from '../lib/describe-activity';
import { formatActivityTime } from '@/lib/dates';

/** The item's history, from the audit log. */
export function WorkItemActivityList({ itemId }: { itemId: string }) {
  const activity = useWorkItemActivity(itemId);
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        Activity
      </h2>
      {activity.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      ) : activity.isError ? (
        <ErrorState
          title="We could not load the history."
          error={activity.error}
          onRetry={() => void activity.refetch()}
        />
      ) : activity.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No history recorded for this request.</p>
      ) : (
        <ol className="space-y-2 border-l pl-4 text-sm">
          {activity.data.items.map((entry) =>
            describeActivity(entry).map((line, index) => (
              <li key={`${entry.id}-${index}`}>
                <span className="font-medium">{entry.actor_name ?? 'System'}</span> {line}
                <span className="text-muted-foreground">
                  {' · '}
                  <time dateTime={entry.at}>{formatActivityTime(entry.at)}</time>
                </span>
              </li>
            )),
          )}
        </ol>
      )}
    </section>
  );
}
