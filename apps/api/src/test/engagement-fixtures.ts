import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/sql.js';
import { DEMO, type TestApp } from './harness.js';

/**
 * An engagement the demo PM manages (holds the Project Manager or Engagement Manager engagement role on), and one
 * they have no such role on.
 */
export async function engagementsOfPm(t: TestApp) {
  const rows = await rowsOf<{ id: string; managed: boolean }>(
    t.deps.database.db,
    sql`select e.id, exists(select 1 from engagement_consultants ec
          join engagement_roles r on r.id = ec.engagement_role_id and r.title in ('Project Manager', 'Engagement Manager')
          join consultants c on c.id = ec.consultant_id and c.email = ${DEMO.pm}
          where ec.engagement_id = e.id) as managed
        from engagements e order by e.id`,
  );
  const managed = rows.find((row) => row.managed);
  const other = rows.find((row) => !row.managed);
  if (!managed || !other) throw new Error('demo firm lacks engagements for the test');
  return { managed: managed.id, other: other.id };
}
