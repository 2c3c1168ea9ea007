import { ActivityActor, ActivityTime } from '@/components/activity-log';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { TitledSection } from '@/components/titled-section';
import { useWorkItemActivity } from '../api/list-work-item-activity';
import { describeActivity } from '../lib/describe-activity';

/** The item's history, from the audit log. */
export function WorkItemActivityList({ itemId }: { itemId: string }) {
  const activity = useWorkItemActivity(itemId);
  return (
    <TitledSection title="Activity" className="space-y-3">
      <QueryState
        query={activity}
        loading={<SkeletonList label="Loading the activity" count={3} className="space-y-2" itemClassName="h-5" />}
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
    </TitledSection>
  );
}
