import { useState, type ReactNode } from 'react';
import type { CommandCenterQuery } from '@praxis/shared';
import { FiguresTable } from '@/components/figures-table';
import { QueryState } from '@/components/query-state';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useUtilisationPeople } from '../api/people';

const pct = (value: number | null) => (value === null ? '—' : `${value} %`);

/**
 * The people behind a utilisation figure: each one's weeks employed, the weeks of those with a timesheet (only
 * those count), capacity, hours and utilisation. Loaded when opened.
 */
export function PeopleDialog({
  query,
  title,
  trigger,
}: {
  query: CommandCenterQuery;
  title: string;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const people = useUtilisationPeople(query, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {people.data
              ? `Weeks of ${formatDate(people.data.from)} to ${formatDate(people.data.to)}. Capacity is 40 h for each week a person was employed and has a timesheet, less time off; weeks without a timesheet are left out.`
              : 'The people behind the figure.'}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={people}
          loading={<Skeleton className="h-64 w-full" aria-label="Loading the people" />}
          errorTitle="Could not load the people"
        >
          {(data) =>
            data.people.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody was employed in this period.</p>
            ) : (
              <FiguresTable
                caption={title}
                head={['Person', 'Weeks employed', 'With timesheets', 'Capacity', 'Billable', 'Total']}
                rows={data.people.map((person) => [
                  person.name,
                  person.weeks_employed,
                  person.weeks_with_timesheets,
                  `${person.capacity_hours} h`,
                  pct(person.billable_pct),
                  pct(person.total_pct),
                ])}
              />
            )
          }
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
