import { Link } from 'react-router';
import type { MeetingAgenda } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { useHasRole } from '@/lib/permissions';
import { AgendaItem, agendaLinkClass, ItemGroup, ItemLine } from './agenda-item';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Open resource requests, oldest first, with how long they have waited. */
export function StaffingItems({ agenda }: { agenda: MeetingAgenda }) {
  const isAdmin = useHasRole('admin');
  return (
    <ul>
      {agenda.requests_waiting.map((request) => {
        const label = `${request.engagement_name} · ${request.job_title ?? 'any title'}`;
        return (
          <AgendaItem
            key={request.id}
            subject={{ itemKey: `request:${request.id}`, label, engagementId: request.engagement_id }}
          >
            <ItemLine>
              {isAdmin ? (
                <Link to={`/admin-resource-requests/${request.id}`} className={agendaLinkClass}>
                  {label}
                </Link>
              ) : (
                <span className="font-medium">{label}</span>
              )}
              <span className="flex items-center gap-2 text-muted-foreground">
                {request.hours_per_week} h/week from {formatDate(request.start_date)} · {request.status}
                <Badge variant={request.age_days >= 14 ? 'danger' : request.age_days >= 7 ? 'warning' : 'secondary'}>
                  waiting {plural(request.age_days, 'day')}
                </Badge>
              </span>
            </ItemLine>
          </AgendaItem>
        );
      })}
    </ul>
  );
}

type Load = MeetingAgenda['over_allocated'][number];

function LoadList({ title, people }: { title: string; people: Load[] }) {
  return (
    <ItemGroup title={title} count={people.length}>
      {people.map((person) => (
        <AgendaItem
          key={person.consultant_id}
          subject={{ itemKey: `person:${person.consultant_id}`, label: person.name }}
        >
          <ItemLine>
            <Link to={`/consultants/${person.consultant_id}`} className={agendaLinkClass}>
              {person.name}
            </Link>
            <span className="text-muted-foreground">
              {person.job_title ?? 'Consultant'} · {person.hours} h of {person.capacity} h ·{' '}
              <strong className="text-foreground">{person.percent} %</strong>
            </span>
          </ItemLine>
        </AgendaItem>
      ))}
    </ItemGroup>
  );
}

/** People over 100 % or under 50 % of this week's capacity (time off counted). */
export function AllocationItems({ agenda }: { agenda: MeetingAgenda }) {
  return (
    <>
      <LoadList title="Over 100 %" people={agenda.over_allocated} />
      <LoadList title="Under 50 %" people={agenda.under_allocated} />
    </>
  );
}

type Movement = MeetingAgenda['starts'][number] & { follow_on?: boolean };

function MovementList({ title, rows, kind }: { title: string; rows: Movement[]; kind: 'end' | 'start' }) {
  return (
    <ItemGroup title={title} count={rows.length}>
      {rows.map((row) => (
        <AgendaItem
          key={`${kind}-${row.consultant_id}-${row.engagement_id}`}
          subject={{ itemKey: `person:${row.consultant_id}`, label: row.name, engagementId: row.engagement_id }}
        >
          <ItemLine>
            <Link to={`/consultants/${row.consultant_id}`} className={agendaLinkClass}>
              {row.name}
            </Link>
            <span className="flex items-center gap-2 text-muted-foreground">
              {kind === 'end' ? 'leaves' : 'joins'} {row.engagement_name} on {formatDate(row.date)}
              {kind === 'end' && row.follow_on === false ? <Badge variant="warning">No follow-on work</Badge> : null}
            </span>
          </ItemLine>
        </AgendaItem>
      ))}
    </ItemGroup>
  );
}

/** Roll-offs and starts this week and next. */
export function MovementItems({ agenda }: { agenda: MeetingAgenda }) {
  return (
    <>
      <MovementList title="Rolling off" rows={agenda.roll_offs} kind="end" />
      <MovementList title="Starting" rows={agenda.starts} kind="start" />
    </>
  );
}

/** Last week's timesheets not submitted. */
export function TimesheetItems({ agenda }: { agenda: MeetingAgenda }) {
  const { week, people } = agenda.missing_timesheets;
  return (
    <>
      <p className="mt-2 text-sm">
        Week of {formatDate(week)}:{' '}
        <Link to={`/admin-timesheet-view?from=${week}&to=${week}`} className={agendaLinkClass}>
          open in the timesheet view
        </Link>
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="People without a submitted timesheet">
        {people.map((person) => (
          <li key={person.consultant_id}>
            <Badge variant="outline">{person.name}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
}
