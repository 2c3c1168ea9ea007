import type { UpcomingMilestone } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

const WINDOW_DAYS = 30;

/** Open milestones due in the next 30 days on engagements the user is assigned to (Home's "upcoming milestones"). */
export async function upcomingMilestones(db: DbOrTx, principal: Principal): Promise<UpcomingMilestone[]> {
  if (!principal.consultant) return [];
  return rowsOf<UpcomingMilestone>(
    db,
    sql`select p.id as plan_id, e.id as engagement_id, e.name as engagement_name, e.type as engagement_type,
               t.name, to_char(t.start_date, 'YYYY-MM-DD') as date
        from plan_tasks t
        join project_plans p on p.id = t.plan_id
        join engagements e on e.id = p.engagement_id
        where t.is_milestone and t.progress < 100
          and t.start_date between current_date and current_date + ${WINDOW_DAYS}::int
          and exists (select 1 from engagement_consultants ec
                      where ec.engagement_id = e.id and ec.consultant_id = ${principal.consultant.id})
        order by t.start_date, e.name
        limit 20`,
  );
}
