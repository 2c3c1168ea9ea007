// Generates the large firm inside PostgreSQL on top of the migrated schema and the demo firm: set-based
// INSERT … SELECT over generate_series, deterministic from a seed number (bench/lib/scale-sql.mjs). The session
// runs with session_replication_role = replica, which skips the foreign-key and NOTIFY triggers (the ids are
// computed to match, so the rows are consistent); the leaf tables' indexes are dropped during the load and
// rebuilt after it, which is several times faster than maintaining them row by row.
import pg from 'pg';
import { engagementStatements } from './scale-engagements.mjs';
import { CATALOGUE_SQL, peopleStatements } from './scale-people.mjs';
import { checkSeed } from './scale-sql.mjs';
import { timesheetStatements } from './scale-timesheets.mjs';
import { workStatements } from './scale-work.mjs';

/** The largest tables: their indexes (and keys no foreign key depends on) go during the load. */
const REBUILT = ['timesheet_entries', 'notifications', 'audit_log', 'improvement_request_comments'];
export const COUNTED = [
  'consultants',
  'consultant_expertise',
  'consultant_languages',
  'consultant_certifications',
  'engagements',
  'engagement_consultants',
  'plan_tasks',
  'timesheet_weeks',
  'timesheet_lines',
  'timesheet_entries',
  'improvement_requests',
  'improvement_request_comments',
  'notifications',
  'audit_log',
];

async function dropIndexes(client, table) {
  const { rows: constraints } = await client.query(
    `select conname, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = $1::regclass and contype in ('p', 'u')
       and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = pg_constraint.conindid)`,
    [table],
  );
  const { rows: indexes } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
     where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const c of constraints) await client.query(`alter table ${table} drop constraint ${c.conname}`);
  for (const i of indexes) await client.query(`drop index ${i.name}`);
  return async () => {
    for (const c of constraints) await client.query(`alter table ${table} add constraint ${c.conname} ${c.def}`);
    for (const i of indexes) await client.query(i.def);
  };
}

export async function generateFirm(url, { consultants, seed, log }) {
  checkSeed(seed);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const steps = [];
  const step = async (name, sql) => {
    const t0 = Date.now();
    const result = await client.query(sql);
    const seconds = (Date.now() - t0) / 1000;
    steps.push({ name, seconds, rows: result.rowCount ?? undefined });
    log(`  ${name}: ${result.rowCount ?? ''} rows in ${seconds.toFixed(1)} s`);
  };
  const started = Date.now();
  try {
    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    const { rows } = await client.query(
      `select date_trunc('week', current_date)::date::text as monday,
              (select u.id from "user" u where u.email = 'admin@demo.local') as admin_user_id,
              (select u.id from "user" u where u.email = 'employee@demo.local') as employee_user_id,
              (select c.id from consultants c where c.email = 'employee@demo.local') as employee_consultant_id`,
    );
    const monday = rows[0].monday;
    const demo = {
      adminUserId: rows[0].admin_user_id,
      employeeUserId: rows[0].employee_user_id,
      employeeConsultantId: rows[0].employee_consultant_id,
    };
    const options = { seed, consultants, monday, demo };
    await client.query(CATALOGUE_SQL);
    const restores = [];
    for (const table of REBUILT) restores.push(await dropIndexes(client, table));
    for (const [name, sql] of [
      ...peopleStatements(options),
      ...engagementStatements(options),
      ...timesheetStatements(options),
      ...workStatements(options),
    ])
      await step(name, sql);
    const t0 = Date.now();
    for (const restore of restores) await restore();
    steps.push({ name: 'rebuild keys and indexes', seconds: (Date.now() - t0) / 1000 });
    log(`  keys and indexes rebuilt in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await step('vacuum analyze', 'vacuum (analyze)');
    // The command center's weekly aggregate, as its 5-minute job refreshes it (without the API's statement timeout).
    await step('command center aggregate (refresh concurrently)', REFRESH_SQL);
    return { monday, steps, seconds: Math.round((Date.now() - started) / 1000), ...(await describeFirm(client)) };
  } finally {
    await client.end();
  }
}

const REFRESH_SQL = `refresh materialized view concurrently kpi_week_hours;
  refresh materialized view concurrently kpi_week_totals;
  refresh materialized view concurrently kpi_week_revenue;
  insert into kpi_refreshes (name, refreshed_at) values ('kpi_week_hours', now())
    on conflict (name) do update set refreshed_at = excluded.refreshed_at`;

/** Row counts of the large tables and the database's size on disk. */
export async function describeFirm(client) {
  const counts = {};
  for (const table of COUNTED) {
    const { rows } = await client.query(`select count(*)::bigint as n from ${table}`);
    counts[table] = Number(rows[0].n);
  }
  const { rows } = await client.query(`select pg_database_size(current_database())::bigint as bytes`);
  return { counts, sizeBytes: Number(rows[0].bytes) };
}
