import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { WorkItemSummary } from '@praxis/shared';
import { PriorityChip } from '@/entities/work-item';
import { formatDate } from '@/lib/dates';

/** What a work-item card on the board shows (the board kit draws the card, its handle and the drag). */
export function WorkItemCard({ item, showEngagement }: { item: WorkItemSummary; showEngagement: boolean }) {
  return (
    <>
      <Link
        to={`/work-management/${item.id}`}
        className="line-clamp-3 font-medium break-words underline-offset-4 hover:underline"
      >
        {item.name}
      </Link>
      {showEngagement && item.engagement_name ? (
        <p className="truncate text-xs text-muted-foreground">{item.engagement_name}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-1.5">
        <PriorityChip priority={item.priority} />
        {item.category ? <span className="text-xs text-muted-foreground">{item.category}</span> : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="truncate">{item.assignee_name ?? 'Unassigned'}</span>
        {item.due_date ? (
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3" />
            <span className="sr-only">Due </span>
            {formatDate(item.due_date)}
          </span>
        ) : null}
      </div>
    </>
  );
}
