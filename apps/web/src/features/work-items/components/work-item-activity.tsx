import { useId } from 'react';
import { ActivityActor, ActivityTime } from '@/components/activity-log';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useWorkItemActivity } from '../api/list-work-item-activity';
import { describeActivity } from '../lib/describe-activity';

/** The item's history, from the audit log. */
export function WorkItemActivityList({ itemId }: { itemId: string }) {
  const activity = useWorkItemActivity(itemId);
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        Activity
      </h2>
      <QueryState
        query={activity}
        loading={
          <div className="space-y-2">
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
          </div>
        }
        errorTitle="We could not load the history."
        empty={<p className="text-sm text-muted-foreground">No history recorded for this request.</p>}
      >
        {({ items }) => (
          <ol className="space-y-2 border-l pl-4 text-sm">
            {items.map((entry) =>
              describeActivity(entry).map((line, index) => (
                <li key={`${entry.id}-${index}`}>
                  <ActivityActor name={entry.actor_name} /> {line}
                  <ActivityTime at={entry.at} />
                </li>
              )),
            )}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
