import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import type { Actor } from '../../lib/audit.js';
import { notify } from '../notifications/notifications.service.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const weekLabel = (weekStart: string) =>
  `${Number(weekStart.slice(8, 10))} ${MONTHS[Number(weekStart.slice(5, 7)) - 1]} ${weekStart.slice(0, 4)}`;

/**
 * Approvers of a submitted week: the Project Managers of its engagements; when it has none (internal time
 * only), the admins. Never the submitter.
 */
async function approverUserIds(tx: DbOrTx, weekId: string, submitterUserId: string | null) {
  const pms = await rowsOf<{ user_id: string }>(
    tx,
    sql`select distinct c.user_id from timesheet_lines l
        join engagement_consultants ec on ec.engagement_id = l.engagement_id
        join engagement_roles r on r.id = ec.engagement_role_id and r.title = 'Project Manager'
        join consultants c on c.id = ec.consultant_id and c.user_id is not null and c.is_active
        where l.week_id = ${weekId}`,
  );
  const ids = pms.map((row) => row.user_id);
  if (ids.filter((id) => id !== submitterUserId).length === 0) {
    const admins = await rowsOf<{ user_id: string }>(
      tx,
      sql`select c.user_id from consultants c where c.user_id is not null and c.is_active and c.role = 'admin'
          union select ur.user_id from user_roles ur where ur.is_active and ur.role_name in ('admin', 'Admin')`,
    );
    ids.push(...admins.map((row) => row.user_id));
  }
  return [...new Set(ids)].filter((id) => id !== submitterUserId);
}

export async function notifySubmitted(
  tx: DbOrTx,
  actor: Actor,
  week: { id: string; week_start: string },
  person: { name: string; user_id: string | null },
  totalHours: number,
) {
  for (const recipientUserId of await approverUserIds(tx, week.id, person.user_id)) {
    await notify(tx, actor, {
      recipientUserId,
      type: 'timesheet_submitted',
      title: `${person.name} submitted the week of ${weekLabel(week.week_start)}`,
      body: `${totalHours.toFixed(1)} h to review.`,
      link: `/admin-timesheet-view?from=${week.week_start}&to=${week.week_start}&status=submitted`,
    });
  }
}

export async function notifyDecision(
  tx: DbOrTx,
  actor: Actor,
  week: { week_start: string },
  ownerUserId: string | null,
  decision: 'approved' | 'rejected',
  reason: string | null,
) {
  if (!ownerUserId) return;
  await notify(tx, actor, {
    recipientUserId: ownerUserId,
    type: `timesheet_${decision}`,
    title: `Your week of ${weekLabel(week.week_start)} was ${decision}`,
    body: decision === 'rejected' ? `Reason: ${reason ?? ''}` : null,
    link: `/smart-timesheet?week=${week.week_start}`,
  });
}

export async function notifyMissing(tx: DbOrTx, actor: Actor, userId: string, weekStart: string) {
  await notify(tx, actor, {
    recipientUserId: userId,
    type: 'timesheet_reminder',
    title: `Your timesheet for the week of ${weekLabel(weekStart)} is not submitted`,
    body: 'Please fill in and submit your hours.',
    link: `/smart-timesheet?week=${weekStart}`,
  });
}
