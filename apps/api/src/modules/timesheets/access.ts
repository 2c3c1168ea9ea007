import { hasPermission } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { managedEngagements } from './timesheets.queries.js';

/**
 * Who may see and decide a week (docs/product.md §6):
 *  - the owner sees their own week (and never decides it);
 *  - timesheets.view_all (admin) sees and decides every week;
 *  - a Project Manager (timesheets.approve) sees weeks with time on an engagement where they hold the Project
 *    Manager engagement role, and decides a week only when they manage every engagement it has hours on —
 *    a week is approved whole or not at all.
 * Anyone else gets a 404, drafts included.
 */
export const seesAll = (principal: Principal) => hasPermission(principal.roles, 'timesheets.view_all');
export const mayApprove = (principal: Principal) => hasPermission(principal.roles, 'timesheets.approve');

/** SQL condition on a `timesheet_weeks w` row: visible to this approver. */
export function approverScope(principal: Principal) {
  if (seesAll(principal)) return sql`true`;
  const me = principal.consultant?.id;
  if (!mayApprove(principal) || !me) return sql`false`;
  return sql`exists (select 1 from timesheet_lines l where l.week_id = w.id
                      and l.engagement_id in ${managedEngagements(me)})`;
}

export interface WeekAccess {
  isOwner: boolean;
  visible: boolean;
  /** Holds the right to decide this week (status checks come later). */
  canDecide: boolean;
  /** Why not, in words, when visible but not decidable. */
  reason: string | null;
}

export async function accessToWeek(
  db: DbOrTx,
  principal: Principal,
  week: { id: string; consultant_id: string },
): Promise<WeekAccess> {
  const isOwner = principal.consultant?.id === week.consultant_id;
  if (seesAll(principal)) {
    return {
      isOwner,
      visible: true,
      canDecide: !isOwner,
      reason: isOwner ? 'You cannot approve or reject your own week.' : null,
    };
  }
  const me = principal.consultant?.id;
  if (!mayApprove(principal) || !me) return { isOwner, visible: isOwner, canDecide: false, reason: null };
  const [row] = await rowsOf<{ managed: number; unmanaged: number }>(
    db,
    sql`select count(*) filter (where l.engagement_id in ${managedEngagements(me)})::int as managed,
          count(*) filter (where l.engagement_id is null or l.engagement_id not in ${managedEngagements(me)})::int
            as unmanaged
        from timesheet_lines l
        where l.week_id = ${week.id}
          and exists (select 1 from timesheet_entries e where e.line_id = l.id and e.hours > 0)`,
  );
  const [any] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from timesheet_lines l where l.week_id = ${week.id}
          and l.engagement_id in ${managedEngagements(me)}`,
  );
  const visible = isOwner || (any?.n ?? 0) > 0;
  if (!visible) return { isOwner, visible, canDecide: false, reason: null };
  if (isOwner) return { isOwner, visible, canDecide: false, reason: 'You cannot approve or reject your own week.' };
  const unmanaged = row?.unmanaged ?? 0;
  return {
    isOwner,
    visible,
    canDecide: unmanaged === 0,
    reason:
      unmanaged === 0
        ? null
        : 'This week has hours on engagements or categories you do not manage; an admin decides it.',
  };
}
