import { hasPermission, type WorkItem, type WorkItemCreate } from '@praxis/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { improvementRequests } from '../../db/schema/work-items.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { onceFor } from '../../lib/idempotency.js';

type Row = typeof improvementRequests.$inferSelect;

export const toWorkItem = (row: Row): WorkItem => ({
  id: row.id,
  name: row.name,
  category: row.category,
  problem_statement: row.problemStatement,
  proposed_solution: row.proposedSolution,
  status: row.status,
  kind: row.kind,
  engagement_id: row.engagementId,
  priority: row.priority,
  user_id: row.userId,
  consultant_id: row.consultantId,
  assignee_id: row.assigneeId,
  due_date: row.dueDate,
  position: row.position,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** New items go to the bottom of their column. */
async function nextPosition(tx: DbOrTx, kind: Row['kind'], status: Row['status']): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${improvementRequests.position})` })
    .from(improvementRequests)
    .where(and(eq(improvementRequests.kind, kind), eq(improvementRequests.status, status)));
  return Number(row?.max ?? 0) + 1;
}

export async function createWorkItem(
  db: Db,
  principal: Principal,
  actor: Actor,
  input: WorkItemCreate,
  idempotencyKey: string | undefined,
): Promise<WorkItem> {
  return onceFor(
    db,
    { userId: principal.userId, key: idempotencyKey, scope: 'POST /work-items', body: input },
    async (tx) => {
      const [row] = await tx
        .insert(improvementRequests)
        .values({
          name: input.name,
          category: input.category ?? null,
          problemStatement: input.problem_statement,
          proposedSolution: input.proposed_solution ?? null,
          priority: input.priority,
          kind: input.kind,
          engagementId: input.kind === 'engagement' ? (input.engagement_id ?? null) : null,
          dueDate: input.due_date ?? null,
          status: 'Requested',
          userId: principal.userId,
          consultantId: principal.consultant?.id ?? null,
          position: await nextPosition(tx, input.kind, 'Requested'),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const created = toWorkItem(row);
      await audit(tx, actor, { entity: 'improvement_requests', entityId: row.id, action: 'create', after: created });
      return created;
    },
  );
}

/** Everyone with work_items.view sees work items (original §6). */
export async function getWorkItem(db: Db, viewer: Principal, id: string): Promise<WorkItem> {
  if (!hasPermission(viewer.roles, 'work_items.view')) throw AppError.forbidden();
  const [row] = await db.select().from(improvementRequests).where(eq(improvementRequests.id, id));
  if (!row) throw AppError.notFound('Work item');
  return toWorkItem(row);
}
