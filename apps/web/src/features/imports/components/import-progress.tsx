import type { ImportRun } from '@praxis/shared';
import { PercentBar, percentOf } from '@/components/percent-bar';

/** A large file's run while its job works: rows done of total and errors so far. */
export function ImportProgress({ run }: { run: ImportRun }) {
  const label =
    run.status === 'queued'
      ? 'Waiting to start…'
      : `${run.rows_done.toLocaleString('en')} of ${run.rows_total.toLocaleString('en')} rows`;
  return (
    <div className="flex flex-col gap-2">
      <PercentBar value={percentOf(run.rows_done, run.rows_total)} label={`Import of ${run.file_name}`} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
        {run.error_count > 0 ? ` · ${run.error_count.toLocaleString('en')} errors so far` : ''}. You may leave this
        page: the import goes on and is listed under Recent imports.
      </p>
    </div>
  );
}
