// Five years of approved timesheets: every consultant has a week for seven in eight weeks (the rest are leave and
// holidays), a line for each of up to two engagements they are assigned to that week (internal time when none),
// and one entry per working day — about 1,140 day entries per person, 23 million for 20,000 people.
import { WEEKS } from './scale-engagements.mjs';
import { hashOf, idOf, pick, textArray } from './scale-sql.mjs';

export function timesheetStatements({ seed, consultants: n, monday }) {
  const h = (tag, key) => hashOf(seed, tag, key);
  const weekKey = "i || ':' || w";
  const lineKey = "i || ':' || w || ':' || k";
  return [
    [
      'timesheet weeks (plan)',
      `create temp table scale_week as
       select i, w, '${monday}'::date - (${WEEKS} - w) * 7 as ws
       from generate_series(1, ${n}) i, generate_series(0, ${WEEKS - 1}) w
       where ${h('off', weekKey)} % 8 <> 0`,
    ],
    [
      'timesheet lines (plan: the week’s assignments)',
      `create temp table scale_line as
       select sw.i, sw.w, sw.ws, coalesce(a.k, 1) as k, coalesce(a.lines, 1) as lines, a.engagement_id
       from scale_week sw
       left join lateral (
         select x.engagement_id, row_number() over (order by x.start_date, x.engagement_id) as k, count(*) over () as lines
         from (select ec.engagement_id, ec.start_date from engagement_consultants ec
               where ec.consultant_id = ${idOf(seed, 'c', 'sw.i')} and ec.start_date <= sw.ws + 4 and ec.end_date >= sw.ws
               order by ec.start_date, ec.engagement_id limit 2) x
       ) a on true`,
    ],
    [
      'timesheet weeks',
      `insert into timesheet_weeks (id, consultant_id, week_start, status, submitted_at, decided_at, created_at, updated_at)
       select ${idOf(seed, 'w', weekKey)}, ${idOf(seed, 'c', 'i')}, ws, 'approved',
              ws + 4 + time '17:00', ws + 7 + time '10:00', ws + time '09:00', ws + 7 + time '10:00'
       from scale_week`,
    ],
    [
      'timesheet lines',
      `insert into timesheet_lines (id, week_id, engagement_id, category, billable, created_at)
       select ${idOf(seed, 'l', lineKey)}, ${idOf(seed, 'w', weekKey)}, engagement_id,
              case when engagement_id is null then ${pick(textArray(['admin', 'training', 'sales']), h('cat', weekKey))}
                   else 'engagement' end,
              engagement_id is not null, ws + time '09:00'
       from scale_line`,
    ],
    [
      'timesheet entries (one per working day)',
      // Day d of the week goes to line d mod lines, so a person with two engagements splits the week.
      `insert into timesheet_entries (id, line_id, entry_date, hours, updated_at)
       select ${idOf(seed, 't', `${lineKey} || ':' || d`)}, ${idOf(seed, 'l', lineKey)}, ws + d,
              ${pick('array[7.5, 8, 8, 8.5]::numeric[]', h('hours', `${lineKey} || ':' || d`))}, ws + 4 + time '17:00'
       from scale_line, generate_series(0, 4) d
       where d % lines = k - 1`,
    ],
    [
      'audit (timesheet approvals)',
      `insert into audit_log (entity, entity_id, action, before, after, at)
       select 'timesheet_weeks', (${idOf(seed, 'w', weekKey)})::text, 'update', '{"status":"submitted"}',
              '{"status":"approved"}', ws + 7 + time '10:00'
       from scale_week`,
    ],
  ];
}
