import { useCallback, useState } from 'react';
import { SearchX } from 'lucide-react';
import {
  WORK_ITEM_BOARD_PAGE,
  WORK_ITEM_STATUSES,
  type WorkItemKind,
  type WorkItemStatus,
  type WorkItemSummary,
} from '@praxis/shared';
import { CsvExportButton } from '@/components/data-table';
import { NewLink } from '@/components/new-link';
import { NoMatchesState } from '@/components/no-matches-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/permissions';
import { useCurrentUser } from '@/lib/session';
import { workItemBoardQueryOptions, useWorkItemBoard } from '../api/get-work-item-board';
import { canMoveWorkItem, moveRefusalFor } from '../lib/can-edit';
import { useUrlFilters } from '../lib/use-url-filters';
import { KanbanBoard } from './kanban-board';
import { WorkItemFilters } from './work-item-filters';

interface WorkBoardPageProps {
  title: string;
  description: string;
  kind: WorkItemKind;
  /** Admin boards: every item, every engagement, with the engagement and assignee filters. */
  isAdminBoard: boolean;
}

function WorkBoardPage({ title, description, kind, isAdminBoard }: WorkBoardPageProps) {
  const me = useCurrentUser();
  const canCreate = useCan('work_items.create');
  const filterState = useUrlFilters();
  const { filters, clear, isFiltered } = filterState;
  const [limit, setLimit] = useState(WORK_ITEM_BOARD_PAGE);
  const params = {
    kind,
    limit,
    q: filters.q || undefined,
    priority: filters.priority,
    category: filters.category,
    assignee_id: filters.assignee_id,
    engagement_id: kind === 'engagement' ? filters.engagement_id : undefined,
    mine: filters.mine || undefined,
  };
  const board = useWorkItemBoard(params);
  const canMove = useCallback((item: WorkItemSummary) => canMoveWorkItem(me, item), [me]);
  const moveRefusal = useCallback(
    (item: WorkItemSummary, status: WorkItemStatus) => moveRefusalFor(me, item, status),
    [me],
  );
  const total = board.data?.columns.reduce((sum, column) => sum + column.total, 0) ?? 0;
  const newLink = kind === 'engagement' ? '/my-internal-request/new?kind=engagement' : '/my-internal-request/new';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {/* Every card of every column (not only the first `limit` of each), in board order. */}
            <CsvExportButton
              csv={{
                path: '/api/work-items',
                search: { ...params, limit: undefined, sort: 'status' },
                filename: `${kind}-work-items.csv`,
              }}
            />
            {canCreate ? (
              <NewLink to={newLink}>
                {kind === 'engagement' ? 'New Engagement Request' : 'New Internal Request'}
              </NewLink>
            ) : null}
          </>
        }
      />
      <WorkItemFilters
        state={filterState}
        show={{ engagement: kind === 'engagement', assignee: true, mine: !isAdminBoard }}
      />
      {board.isPending ? (
        <BoardSkeleton />
      ) : board.isError ? (
        <ErrorState title="We could not load the board." error={board.error} onRetry={() => void board.refetch()} />
      ) : total === 0 && isFiltered ? (
        <NoMatchesState icon={SearchX} title="No items match these filters" onClear={clear} />
      ) : (
        <KanbanBoard
          board={board.data}
          boardKey={workItemBoardQueryOptions(params).queryKey}
          canMove={canMove}
          moveRefusal={moveRefusal}
          showEngagement={kind === 'engagement'}
          onShowMore={() => setLimit((current) => current + WORK_ITEM_BOARD_PAGE)}
          isFetching={board.isFetching}
        />
      )}
    </div>
  );
}

function BoardSkeleton() {
  return (
    <div className="flex gap-3 overflow-hidden" aria-label="Loading the board">
      {WORK_ITEM_STATUSES.map((status) => (
        <div key={status} className="w-72 shrink-0 space-y-2 rounded-lg border p-2">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ))}
    </div>
  );
}

export function InternalBoardPage() {
  return (
    <WorkBoardPage
      title="Internal Work Management"
      description="Internal requests by status. Drag your own cards to update them."
      kind="internal"
      isAdminBoard={false}
    />
  );
}

export function AdminInternalBoardPage() {
  return (
    <WorkBoardPage
      title="Admin Internal Work Management"
      description="Every internal request and bug report. Drag cards between columns to change their status."
      kind="internal"
      isAdminBoard
    />
  );
}

export function AdminEngagementBoardPage() {
  return (
    <WorkBoardPage
      title="Admin Engagement Work Management"
      description="Requests on every engagement. Drag cards between columns to change their status."
      kind="engagement"
      isAdminBoard
    />
  );
}
