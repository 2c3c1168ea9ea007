import type { ImportReport } from '@praxis/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { summaryOf } from '../lib/summary';

/** Tables show this many rows; the downloadable report holds them all. */
const SHOWN = 100;

const ACTION_BADGE: Record<ImportReport['rows'][number]['action'], { label: string; variant: BadgeVariant }> = {
  create: { label: 'Create', variant: 'success' },
  update: { label: 'Update', variant: 'warning' },
  unchanged: { label: 'Unchanged', variant: 'secondary' },
  error: { label: 'Error', variant: 'danger' },
};

const CELL = 'px-2 py-1 text-left align-top';

/** A dry run's preview or an import's result: the counts, each error (row, column, message), each row's outcome. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const errors = report.errors.slice(0, SHOWN);
  const rows = report.rows.slice(0, SHOWN);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" role="status">
        {summaryOf(report)}
      </p>
      {errors.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-1 text-left font-medium">
              Errors{report.errors.length > SHOWN ? ` (first ${SHOWN} of ${report.errors.length})` : ''}
            </caption>
            <thead>
              <tr className="border-b">
                <th className={CELL}>Row</th>
                <th className={CELL}>Column</th>
                <th className={CELL}>Message</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((error, i) => (
                <tr key={`${error.row}-${i}`} className="border-b">
                  <td className={CELL}>{error.row}</td>
                  <td className={CELL}>{error.column ?? '—'}</td>
                  <td className={CELL}>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-sm">
          <caption className="mb-1 text-left font-medium">
            Rows{report.rows.length > SHOWN ? ` (first ${SHOWN} of ${report.rows.length})` : ''}
          </caption>
          <thead>
            <tr className="border-b">
              <th className={CELL}>Row</th>
              <th className={CELL}>Record</th>
              <th className={CELL}>Outcome</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} className="border-b">
                <td className={CELL}>{row.row}</td>
                <td className={`${CELL} break-all`}>{row.key || '—'}</td>
                <td className={CELL}>
                  <Badge variant={ACTION_BADGE[row.action].variant}>{ACTION_BADGE[row.action].label}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
