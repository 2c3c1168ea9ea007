import type { FirmExport as FirmExportRun } from '@praxis/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PercentBar, percentOf } from '@/components/percent-bar';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { useFirmExports, useStartFirmExport } from '../api/firm-exports';

const STATUS_LABELS = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' } as const;
const count = (n: number) => n.toLocaleString('en');
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A running export's progress: files and rows written of the total. */
function ExportProgress({ run }: { run: FirmExportRun }) {
  const label =
    run.status === 'queued'
      ? 'Waiting to start…'
      : `${count(run.tables_done)} of ${count(run.tables_total)} files · ` +
        `${count(Math.min(run.rows_done, run.rows_total))} of ${count(run.rows_total)} rows`;
  return (
    <div className="flex flex-col gap-2">
      <PercentBar value={percentOf(run.tables_done, run.tables_total)} label="Full export" />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}. You may leave this page: the export goes on and is listed here when you come back.
      </p>
    </div>
  );
}

function DownloadLink({ run }: { run: FirmExportRun }) {
  return (
    <a
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      href={`/api/exports/${run.id}/download`}
      download
      aria-label={`Download the export of ${formatDateTime(run.created_at)}`}
    >
      Download (.zip{run.size_bytes ? `, ${megabytes(run.size_bytes)}` : ''})
    </a>
  );
}

/**
 * The whole firm as one zip of CSV files: started here, written by a job whose progress is shown, and kept for
 * download — the latest few — so an admin may leave and come back.
 */
export function FirmExport() {
  const exports = useFirmExports();
  const start = useStartFirmExport();
  const running = exports.data?.find((run) => run.status === 'queued' || run.status === 'running');
  return (
    <div className="flex flex-col gap-3">
      <Button className="w-fit" onClick={() => start.mutate()} disabled={start.isPending || running !== undefined}>
        {running ? 'Export under way…' : 'Export the whole firm'}
      </Button>
      {start.isError ? <ErrorAlert>{start.error.message}</ErrorAlert> : null}
      {running ? <ExportProgress run={running} /> : null}
      <h3 className="text-sm font-medium">Recent exports</h3>
      <QueryState
        query={exports}
        loading={<SkeletonList label="Loading recent exports" className="flex flex-col gap-2" itemClassName="h-8" />}
        errorTitle="We could not load the recent exports."
        empty={<p className="text-sm text-muted-foreground">No exports yet.</p>}
      >
        {(list) => (
          <ul className="flex flex-col divide-y text-sm">
            {list.map((run) => (
              <li key={run.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {formatDateTime(run.created_at)} · {STATUS_LABELS[run.status]}
                  {run.status === 'done' && !run.downloadable ? ' · file removed (only the latest are kept)' : ''}
                  {run.failure ? ` · ${run.failure}` : ''}
                </span>
                {run.downloadable ? <DownloadLink run={run} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
