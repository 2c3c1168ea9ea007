import { IMPORT_KIND_LABELS } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { useRuns } from '../api/list-runs';

const STATUS_LABELS = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' } as const;

/** The latest imports: a large one left while it ran is reopened from here. */
export function RecentImports({ onOpen }: { onOpen: (id: string) => void }) {
  const runs = useRuns();
  return (
    <QueryState
      query={runs}
      loading={<SkeletonList label="Loading recent imports" className="flex flex-col gap-2" itemClassName="h-8" />}
      errorTitle="We could not load the recent imports."
      empty={<p className="text-sm text-muted-foreground">No imports yet.</p>}
    >
      {(list) => (
        <ul className="flex flex-col divide-y text-sm">
          {list.map((run) => (
            <li key={run.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {IMPORT_KIND_LABELS[run.kind]} · {run.file_name} · {formatDateTime(run.created_at)} ·{' '}
                {run.dry_run ? 'check' : 'import'} · {STATUS_LABELS[run.status]}
              </span>
              <Button variant="outline" size="sm" onClick={() => onOpen(run.id)} aria-label={`Open ${run.file_name}`}>
                Open
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
