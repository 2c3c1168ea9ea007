import { BUG_REPORT_CATEGORY, BUG_REPORT_TITLE_MAX, type BugReportInput } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { improvementRequests } from '../../db/schema/work-items.js';
import { rowsOf } from '../../db/sql.js';
import { audit, type Actor } from '../../lib/audit.js';
import { notify } from '../notifications/notifications.service.js';

/** Every user holding admin, as primary role or as an active additional role. */
async function adminUserIds(tx: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ user_id: string }>(
    tx,
    sql`select distinct r.user_id from get_user_roles_bulk(array(select id from "user")) r
        where r.primary_role = 'admin' or 'admin' = any(r.additional_roles)`,
  );
  return rows.map((row) => row.user_id);
}

/** A page address without its query string or fragment. */
const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] ?? '';

/**
 * The error page's Contact Admin (docs/product.md §7): an improvement request named after the first 50 characters of
 * the error message, in the fixed bug-report category, status Requested, with the reporter's user and consultant;
 * every admin is notified in the same transaction.
 */
export async function fileBugReport(
  db: Db,
  { principal, actor, input }: { principal: Principal; actor: Actor; input: BugReportInput },
) {
  // The failing address goes only into the admin-only details, without its query or fragment (they can hold
  // tokens); the problem statement, which every reader of the request sees, names no address at all.
  const path = input.path ? pathOnly(input.path) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(improvementRequests)
      .values({
        name: input.message.slice(0, BUG_REPORT_TITLE_MAX),
        category: BUG_REPORT_CATEGORY,
        problemStatement: `${principal.name || principal.email} hit an error: ${input.message}`,
        proposedSolution: 'Investigate the error (technical details attached) and fix its cause.',
        status: 'Requested',
        kind: 'internal',
        priority: 'high',
        userId: principal.userId,
        consultantId: principal.consultant?.id ?? null,
        errorDetails: {
          message: input.message,
          details: input.details ?? null,
          path,
          userAgent: input.user_agent ?? null,
        },
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await audit(tx, actor, { entity: 'improvement_requests', entityId: row.id, action: 'create', after: row });
    for (const adminId of await adminUserIds(tx)) {
      await notify(tx, actor, {
        recipientUserId: adminId,
        type: 'bug_report',
        title: `Bug report: ${row.name}`,
        body: `Filed by ${principal.email}${path ? ` on ${path}` : ''}.`,
        link: `/work-management/${row.id}`,
      });
    }
    return { id: row.id, name: row.name, status: row.status };
  });
}
