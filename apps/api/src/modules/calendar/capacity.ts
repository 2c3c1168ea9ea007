import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { addDays, capacityInWeek, countWorkingDays, weekStart } from '@praxis/shared/dates';

/**
 * Time off reduces capacity. This is the one function staffing (the board's consultant × week utilisation) and
 * timesheets (suggested hours) call to learn which working days a consultant is away: approved time off, and
 * public holidays at the consultant's office location (or holidays without a location, which apply everywhere).
 * Weekends are never counted. Dates are ISO `YYYY-MM-DD`, both ends inclusive.
 */
export async function daysOff(
  db: DbOrTx,
  query: { consultantIds: readonly string[]; from: string; to: string },
): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  if (query.consultantIds.length === 0) return result;
  const ids = sql`${`{${query.consultantIds.join(',')}}`}::uuid[]`;
  // From the events side: the few events in the range are cut into their days, then matched to people (leave by
  // person, holidays by office) — never people × days probing the events (2,000 people × 84 days took ~1 s).
  const rows = await rowsOf<{ consultant_id: string; day: string }>(
    db,
    sql`with ev as (
          select e.kind, e.consultant_id, e.location, g::date as day
            from calendar_events e
            cross join lateral generate_series(
              date_trunc('day', greatest(e.starts_at at time zone 'UTC', ${query.from}::date::timestamp)),
              least(e.ends_at at time zone 'UTC', (${query.to}::date + 1)::timestamp) - interval '1 microsecond',
              interval '1 day') g
           where e.starts_at < ((${query.to}::date + 1)::timestamp at time zone 'UTC')
             and e.ends_at > (${query.from}::date::timestamp at time zone 'UTC')
             and ((e.kind = 'time_off' and e.status = 'approved') or e.kind = 'holiday')),
        days as (
          select ev.consultant_id, ev.day from ev
           where ev.kind = 'time_off' and ev.consultant_id = any(${ids})
          union
          select c.id, ev.day from ev join consultants c on ev.location is null or ev.location = c.location
           where ev.kind = 'holiday' and c.id = any(${ids}))
        select consultant_id, day::text as day from days
         where extract(isodow from day) < 6
         order by 1, 2`,
  );
  for (const row of rows) {
    const days = result.get(row.consultant_id) ?? new Set<string>();
    days.add(row.day);
    result.set(row.consultant_id, days);
  }
  return result;
}

/** Working hours left per consultant in [from, to]: weekdays × hoursPerDay, minus days off. */
export async function availableHours(
  db: DbOrTx,
  query: { consultantIds: readonly string[]; from: string; to: string; hoursPerDay?: number },
): Promise<Map<string, number>> {
  const hoursPerDay = query.hoursPerDay ?? 8;
  const off = await daysOff(db, query);
  const weekdays = countWorkingDays({ start: query.from, end: query.to });
  return new Map(query.consultantIds.map((id) => [id, (weekdays - (off.get(id)?.size ?? 0)) * hoursPerDay]));
}

/**
 * Hours available per week (Monday dates) for each consultant: `capacityInWeek` (@praxis/shared/dates), so
 * `hoursPerWeek` less a fifth of it for every working day off. The staffing board shows this beside the booked hours.
 */
export async function weeklyCapacity(
  db: DbOrTx,
  query: { consultantIds: readonly string[]; weeks: readonly string[]; hoursPerWeek: number },
): Promise<Map<string, number[]>> {
  if (query.weeks.length === 0 || query.consultantIds.length === 0) return new Map();
  const last = query.weeks[query.weeks.length - 1] as string;
  const to = addDays(weekStart(last), 6);
  const off = await daysOff(db, { consultantIds: query.consultantIds, from: query.weeks[0] as string, to });
  return new Map(
    query.consultantIds.map((id) => {
      const holidays = off.get(id);
      return [id, query.weeks.map((week) => capacityInWeek(week, { hoursPerWeek: query.hoursPerWeek, holidays }))];
    }),
  );
}

/**
 * The public holidays one consultant has in [from, to], by date → name: the admin calendar's holidays at their
 * office location, or without a location (everywhere). Timesheet anomaly rules name them ("8 h on Company Day").
 */
export async function holidaysFor(
  db: DbOrTx,
  query: { consultantId: string; from: string; to: string },
): Promise<Map<string, string>> {
  const rows = await rowsOf<{ day: string; title: string }>(
    db,
    sql`select distinct on (d.day) d.day::text as day, e.title
          from consultants c
          cross join lateral (
            select g::date as day from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') g
          ) d
          join calendar_events e
            on e.kind = 'holiday'
           and (e.location is null or e.location = c.location)
           and e.starts_at < ((d.day + 1)::timestamp at time zone 'UTC')
           and e.ends_at > (d.day::timestamp at time zone 'UTC')
         where c.id = ${query.consultantId}::uuid
         order by d.day, e.starts_at`,
  );
  return new Map(rows.map((row) => [row.day, row.title]));
}
