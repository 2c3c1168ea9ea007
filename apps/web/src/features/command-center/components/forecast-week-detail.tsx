import { useState } from 'react';
import type { FirmForecastWeek } from '@praxis/shared';
import { FiguresTable } from '@/components/figures-table';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useFirmForecastWeek } from '../api/forecast';
import { engagementLink, hrs, pct, personLink } from '../lib/forecast-links';

/** Rows shown before "Show all": a 2,000-person firm's week stays readable. */
export const FIRST_ROWS = 25;

function MoreButton({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  return shown < total ? (
    <Button variant="outline" size="sm" className="self-start" onClick={onMore}>
      Show all {total}
    </Button>
  ) : null;
}

function People({ week }: { week: FirmForecastWeek }) {
  const [all, setAll] = useState(false);
  const shown = all ? week.people : week.people.slice(0, FIRST_ROWS);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <FiguresTable
        showCaption
        caption={`People (${week.people.length}), least booked first`}
        head={['Person', 'Booked', 'Scheduled', 'Tentative', 'Capacity']}
        rows={shown.map((person) => [
          <span key={person.consultant_id}>
            {personLink(person.consultant_id, person.name)}
            {person.on_bench ? <span className="ml-2 text-xs text-muted-foreground">bench</span> : null}
          </span>,
          pct(person.booked_percent),
          hrs(person.scheduled_hours),
          hrs(person.tentative_hours),
          hrs(person.capacity_hours),
        ])}
      />
      <MoreButton shown={shown.length} total={week.people.length} onMore={() => setAll(true)} />
    </div>
  );
}

function Engagements({ week }: { week: FirmForecastWeek }) {
  const [all, setAll] = useState(false);
  const shown = all ? week.engagements : week.engagements.slice(0, FIRST_ROWS);
  const money = week.engagements.some((row) => row.revenue !== null);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <FiguresTable
        showCaption
        caption={`Engagements (${week.engagements.length}), most hours first`}
        head={['Engagement', 'Scheduled', 'Tentative', 'People', ...(money ? ['Revenue'] : [])]}
        rows={shown.map((row) => [
          engagementLink(row.type, row.engagement_id, row.name),
          hrs(row.scheduled_hours),
          hrs(row.tentative_hours),
          row.people.map((person) => person.name).join(', '),
          ...(money ? [row.revenue === null ? '—' : `${row.revenue.toLocaleString('en-GB')} ${row.currency}`] : []),
        ])}
      />
      <MoreButton shown={shown.length} total={week.engagements.length} onMore={() => setAll(true)} />
    </div>
  );
}

/** The drill-down of one week: the people and the engagements behind its utilisation, bench and revenue. */
export function ForecastWeekDetail({ week, onClose }: { week: string; onClose: () => void }) {
  const detail = useFirmForecastWeek(week);
  return (
    <section aria-labelledby="forecast-week-title" className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="forecast-week-title" className="font-semibold">
          Week of {formatDate(week)}
        </h3>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close<span className="sr-only"> the week of {formatDate(week)}</span>
        </Button>
      </div>
      <QueryState
        query={detail}
        loading={<Skeleton className="h-40 w-full" aria-label="Loading the week" />}
        errorTitle="Could not load the week"
      >
        {(loaded) => (
          <div className="grid gap-4 xl:grid-cols-2">
            <People key={`people-${loaded.week}`} week={loaded} />
            <Engagements key={`engagements-${loaded.week}`} week={loaded} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
