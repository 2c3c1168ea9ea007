import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/sql.js';
import { DEMO, type TestApp } from './harness.js';

/** SQL: whether the demo PM holds one of the given engagement roles on the engagement `engagementId` names. */
const pmHoldsRoleOn = (engagementId: SQL, roleTitles: string[]) =>
  sql`exists(select 1 from engagement_consultants ec
        join engagement_roles r on r.id = ec.engagement_role_id and r.title in ${roleTitles}
        join consultants c on c.id = ec.consultant_id and c.email = ${DEMO.pm}
        where ec.engagement_id = ${engagementId})`;

/** The first of the rows the demo PM manages and the first they do not (the demo firm has both). */
function managedAndOther(rows: { id: string; managed: boolean }[], what: string) {
  const managed = rows.find((row) => row.managed);
  const other = rows.find((row) => !row.managed);
  if (!managed || !other) throw new Error(`demo firm lacks ${what} for the test`);
  return { managed: managed.id, other: other.id };
}

/**
 * An engagement the demo PM manages (holds the Project Manager or Engagement Manager engagement role on), and one
 * they have no such role on.
 */
export async function engagementsOfPm(t: TestApp) {
  const rows = await rowsOf<{ id: string; managed: boolean }>(
    t.deps.database.db,
    sql`select e.id, ${pmHoldsRoleOn(sql`e.id`, ['Project Manager', 'Engagement Manager'])} as managed
        from engagements e order by e.id`,
  );
  return managedAndOther(rows, 'engagements');
}

/** A plan of an engagement the demo PM is the Project Manager of, and one of an engagement they are not. */
export async function plansOfPm(t: TestApp) {
  const rows = await rowsOf<{ id: string; managed: boolean }>(
    t.deps.database.db,
    sql`select p.id, ${pmHoldsRoleOn(sql`p.engagement_id`, ['Project Manager'])} as managed
        from project_plans p order by p.id`,
  );
  return managedAndOther(rows, 'plans');
}
