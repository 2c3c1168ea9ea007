import type { ImportRun } from '@praxis/shared';

/** A large file's run while its job works: rows done of total and errors so far. */
export function ImportProgress({ run }: { run: ImportRun }) {
  const percent = run.rows_total > 0 ? Math.round((run.rows_done / run.rows_total) * 100) : 0;
  const label =
    run.status === 'queued'
      ? 'Waiting to start…'
      : `${run.rows_done.toLocaleString('en')} of ${run.rows_total.toLocaleString('en')} rows`;
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={`Import of ${run.file_name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
        {run.error_count > 0 ? ` · ${run.error_count.toLocaleString('en')} errors so far` : ''}. You may leave this
        page: the import goes on and is listed under Recent imports.
      </p>
    </div>
  );
}
