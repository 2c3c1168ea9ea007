import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Can } from '@/lib/permissions';

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
          <Can permission="data.export">
            <a href={csvHref} className={buttonVariants({ variant: 'outline', size: 'sm' })} download>
              <Download aria-hidden className="size-4" /> CSV<span className="sr-only"> of {title}</span>
            </a>
          </Can>
        </div>
      </div>
      {asTable ? table : chart}
    </section>
  );
}
