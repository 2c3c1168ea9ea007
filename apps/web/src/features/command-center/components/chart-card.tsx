import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';

interface ChartCardProps {
  id: string;
  title: string;
  description: string;
  /** The chart (drawn lazily); its data as a table is always available. */
  chart: ReactNode;
  table: ReactNode;
  csvHref: string;
}

/** One KPI: its chart or, at the press of a button, the same data as a table; and its CSV. */
export function ChartCard({ id, title, description, chart, table, csvHref }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = `kpi-${id}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Chart' : 'Table'}
            <span className="sr-only"> view of {title}</span>
          </Button>
          <a href={csvHref} className={buttonVariants({ variant: 'outline', size: 'sm' })} download>
            <Download aria-hidden className="size-4" /> CSV<span className="sr-only"> of {title}</span>
          </a>
        </div>
      </div>
      {asTable ? table : chart}
    </section>
  );
}

/** A small accessible table of a chart's data; the first column heads each row. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="min-w-0 overflow-x-auto" tabIndex={0} role="group" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={`px-2 py-1 font-medium ${index ? 'text-right' : ''}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-2 py-1 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-2 py-1 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
