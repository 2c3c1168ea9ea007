import {
  hasPermission,
  hasRole,
  WORK_ITEM_STATUSES,
  type WorkItem,
  type WorkItemBoard,
  type WorkItemCreate,
  type WorkItemDetail,
  type WorkItemFilter,
  type WorkItemSort,
  type WorkItemSummary,
  type WorkItemUpdate,
  workItemEditRefusal,
  workItemWithdrawRefusal,
  workItemMoveRefusal,
} from '@praxis/shared';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { improvementRequests } from '../../db/schema/work-items.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { onceFor } from '../../lib/idempotency.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { bumpVersion, deleteVersioned, lockForWrite, updateVersioned } from '../../lib/versioned-update.js';
import { notify } from '../notifications/notifications.service.js';
import * as queries from './work-items.queries.js';
import { listHistory } from '../activity/activity.queries.js';
import { emitWebhookEvent } from '../webhooks/emit.js';

type Row = typeof improvementRequests.$inferSelect;

/** Spacing between neighbouring cards; new cards go one step below the last. */
export const POSITION_STEP = 1024;

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

const toSummary = (row: queries.WorkItemRow): WorkItemSummary => ({
  ...toWorkItem(row),
  requester_name: row.requesterName,
  assignee_name: row.assigneeName,
  engagement_name: row.engagementName,
});

/** A bug report's technical details (docs/product.md §2: admins see them) go to admins and the reporter only. */
export const maySeeErrorDetails = (viewer: Principal, item: Pick<Row, 'userId'>): boolean =>
  hasRole(viewer.roles, 'admin') || (item.userId !== null && item.userId === viewer.userId);

function toDetail(row: queries.WorkItemRow, viewer: Principal): WorkItemDetail {
  const details = maySeeErrorDetails(viewer, row) ? (row.errorDetails as Record<string, unknown> | null) : null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    ...toSummary(row),
    error_details: details
      ? {
          message: text(details.message),
          details: text(details.details),
          path: text(details.path),
          userAgent: text(details.userAgent),
        }
      : null,
  };
}

const viewerOf = (principal: Principal) => ({
  userId: principal.userId,
  consultantId: principal.consultant?.id ?? null,
  roles: principal.roles,
});

/** docs/product.md §4 "Work items": the requester edits while Requested; admins edit any. */
function assertCanEdit(principal: Principal, item: Row, patch: WorkItemUpdate): void {
  const refusal = workItemEditRefusal(viewerOf(principal), item);
  if (refusal) throw AppError.forbidden(refusal);
  if (patch.assignee_id !== undefined && !hasPermission(principal.roles, 'work_items.delete')) {
    throw AppError.forbidden('Only an admin can assign a request.');
  }
}

/** docs/product.md §4 "Work items": who may move a card to which column. */
function assertCanMove(principal: Principal, item: Row, to: Row['status']): void {
  const refusal = workItemMoveRefusal(viewerOf(principal), item, to);
  if (refusal) throw AppError.forbidden(refusal);
}

const listFilterOf = (principal: Principal, filter: WorkItemFilter): queries.ListFilter => {
  const { mine, ...rest } = filter;
  return { ...rest, requesterUserId: mine ? principal.userId : undefined };
};

/** Everyone with work_items.view sees work items (docs/product.md §6); `mine` narrows to the caller's own requests. */
type ListQuery = {
  principal: Principal;
  filter: WorkItemFilter & { status?: Row['status'] | undefined };
  sort: WorkItemSort;
};

export async function listWorkItems(
  db: Db,
  { principal, filter, sort, page }: ListQuery & { page: { page: number; pageSize: number } },
) {
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await queries.listWorkItems(db, listFilterOf(principal, filter), sort, limit, offset);
  return pageFrom(rows.map(toSummary), total, page);
}

/** Every work item matching the filter (`mine` included), page by page in the list's order (the CSV export). */
export const workItemRows =
  (db: Db, { principal, filter, sort }: ListQuery) =>
  async (limit: number, offset: number) =>
    (await queries.selectWorkItems(db, listFilterOf(principal, filter), sort, limit, offset)).map(toSummary);

/** Every status column with its first `limit` cards in board order and the column's total. */
export async function getBoard(
  db: Db,
  { principal, filter, limit }: { principal: Principal; filter: WorkItemFilter & { kind: Row['kind'] }; limit: number },
): Promise<WorkItemBoard> {
  const base = listFilterOf(principal, filter);
  const counts = await queries.countByStatus(db, base);
  const columns = [];
  for (const status of WORK_ITEM_STATUSES) {
    const total = counts.find((c) => c.status === status)?.value ?? 0;
    const rows = total > 0 ? await queries.boardColumn(db, { ...base, status }, limit) : [];
    columns.push({ status, total, items: rows.map(toSummary) });
  }
  return { kind: filter.kind, columns };
}

export async function getWorkItem(db: Db, { viewer, id }: { viewer: Principal; id: string }): Promise<WorkItemDetail> {
  if (!hasPermission(viewer.roles, 'work_items.view')) throw AppError.forbidden();
  const row = await queries.findWorkItem(db, id);
  if (!row) throw AppError.notFound('Work item');
  return toDetail(row, viewer);
}

async function reload(tx: DbOrTx, viewer: Principal, id: string): Promise<WorkItemDetail> {
  const row = await queries.findWorkItem(tx, id);
  if (!row) throw AppError.notFound('Work item');
  return toDetail(row, viewer);
}

/** New items go to the bottom of their column. */
async function bottomOf(tx: DbOrTx, kind: Row['kind'], status: Row['status']): Promise<number> {
  return ((await queries.maxPosition(tx, kind, status)) ?? 0) + POSITION_STEP;
}

export async function createWorkItem(
  db: Db,
  {
    principal,
    actor,
    input,
    idempotencyKey,
  }: { principal: Principal; actor: Actor; input: WorkItemCreate; idempotencyKey: string | undefined },
): Promise<WorkItem> {
  return onceFor(
    db,
    {
      userId: principal.userId,
      key: idempotencyKey,
      scope: 'POST /work-items',
      body: input,
      actor,
      auditOf: (created) => ({
        entity: 'improvement_requests',
        entityId: created.id,
        action: 'create',
        after: created,
      }),
    },
    async (tx) => {
      if (
        input.kind === 'engagement' &&
        input.engagement_id &&
        !(await queries.engagementExists(tx, input.engagement_id))
      )
        throw AppError.validation('That engagement does not exist.', { engagement_id: 'Unknown engagement.' });
      const [row] = await tx
        .insert(improvementRequests)
        .values({
          name: input.name,
          category: input.category || null,
          problemStatement: input.problem_statement,
          proposedSolution: input.proposed_solution || null,
          priority: input.priority,
          kind: input.kind,
          engagementId: input.kind === 'engagement' ? (input.engagement_id ?? null) : null,
          dueDate: input.due_date ?? null,
          status: 'Requested',
          userId: principal.userId,
          consultantId: principal.consultant?.id ?? null,
          position: queries.bottomPositionSql(input.kind, 'Requested', POSITION_STEP),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await emitWebhookEvent(tx, 'work_item.created', {
        id: row.id,
        name: row.name,
        kind: row.kind,
        status: row.status,
      });
      return toWorkItem(row);
    },
  );
}

const COLUMN_OF = {
  name: 'name',
  category: 'category',
  problem_statement: 'problemStatement',
  proposed_solution: 'proposedSolution',
  priority: 'priority',
  assignee_id: 'assigneeId',
  due_date: 'dueDate',
} as const satisfies Record<keyof WorkItemUpdate, keyof Row>;

const link = (id: string) => `/work-management/${id}`;

/** The assignee is a consultant; their account (if they have one) hears about it. */
async function notifyAssignee(tx: DbOrTx, principal: Principal, actor: Actor, item: Row, consultantId: string) {
  const consultant = await queries.consultantUserId(tx, consultantId);
  if (!consultant?.userId || consultant.userId === principal.userId) return;
  await notify(tx, actor, {
    recipientUserId: consultant.userId,
    type: 'work_item_assigned',
    title: `Assigned to you: ${item.name}`,
    body: `${principal.name || principal.email} assigned "${item.name}" to you.`,
    link: link(item.id),
  });
}

interface VersionedWrite {
  principal: Principal;
  actor: Actor;
  id: string;
  expectedVersion: number | undefined;
}

export async function updateWorkItem(
  db: Db,
  options: VersionedWrite & { patch: WorkItemUpdate },
): Promise<WorkItemDetail> {
  const { principal, actor, id, patch } = options;
  return updateVersioned(db, {
    ...options,
    table: improvementRequests,
    entity: 'improvement_requests',
    label: 'Work item',
    columns: COLUMN_OF,
    lock: (tx) => queries.lockWorkItem(tx, id),
    guard: (current) => assertCanEdit(principal, current, patch),
    check: async (_, tx) => {
      if (patch.assignee_id && !(await queries.consultantUserId(tx, patch.assignee_id)))
        throw AppError.validation('That consultant does not exist.', { assignee_id: 'Unknown consultant.' });
    },
    mapValue: (_, value) => (value === '' ? null : value),
    onlyChanged: true,
    afterWrite: async (tx, current, { after }) => {
      if (typeof after.assignee_id === 'string') await notifyAssignee(tx, principal, actor, current, after.assignee_id);
    },
    read: (tx) => reload(tx, principal, id),
  });
}

export interface MoveInput {
  status: Row['status'];
  before_id?: string | null | undefined;
  after_id?: string | null | undefined;
}

const STALE_BOARD = 'The board has changed since you loaded it. It has been refreshed; try the move again.';

/**
 * Moves a card to a column, between two neighbours (fractional position: one row is written). Neighbours that
 * are no longer where the client saw them mean the board was stale: 409, nothing changes.
 */
export async function moveWorkItem(
  db: Db,
  { principal, actor, id, move, expectedVersion }: VersionedWrite & { move: MoveInput },
): Promise<WorkItemDetail> {
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, {
      lock: (t) => queries.lockWorkItem(t, id),
      label: 'Work item',
      expectedVersion,
      guard: (row) => assertCanMove(principal, row, move.status),
    });
    const position = await positionFor(tx, current, move);
    await bumpVersion(tx, improvementRequests, id, { status: move.status, position });
    const before = { status: current.status, position: current.position };
    const after = { status: move.status, position };
    await audit(tx, actor, { entity: 'improvement_requests', entityId: id, action: 'update', before, after });
    if (move.status !== current.status)
      await emitWebhookEvent(tx, 'work_item.moved', { id, name: current.name, from: current.status, to: move.status });

    if (move.status !== current.status && current.userId && current.userId !== principal.userId) {
      await notify(tx, actor, {
        recipientUserId: current.userId,
        type: 'work_item_status',
        title: `${current.name}: ${move.status}`,
        body: `${principal.name || principal.email} moved your request from ${current.status} to ${move.status}.`,
        link: link(id),
      });
    }
    return reload(tx, principal, id);
  });
}

async function positionFor(tx: DbOrTx, item: Row, move: MoveInput): Promise<number> {
  const ids = [move.before_id, move.after_id].filter((value): value is string => !!value);
  if (ids.includes(item.id)) throw AppError.validation('A card cannot be placed next to itself.');
  if (ids.length === 0) {
    return move.status === item.status ? item.position : bottomOf(tx, item.kind, move.status);
  }
  const placements = await queries.findPlacements(tx, ids);
  const neighbour = (neighbourId: string | null | undefined) => {
    if (!neighbourId) return undefined;
    const found = placements.find((p) => p.id === neighbourId);
    if (!found || found.kind !== item.kind || found.status !== move.status) throw AppError.conflict(STALE_BOARD);
    return found.position;
  };
  let above = neighbour(move.before_id);
  let below = neighbour(move.after_id);
  if (above !== undefined && below !== undefined) {
    if (above >= below) throw AppError.conflict(STALE_BOARD);
    if (below - above < 1e-6) {
      await queries.respaceColumn(tx, item.kind, move.status, POSITION_STEP);
      const respaced = await queries.findPlacements(tx, ids);
      above = respaced.find((p) => p.id === move.before_id)?.position ?? above;
      below = respaced.find((p) => p.id === move.after_id)?.position ?? below;
    }
    return (above + below) / 2;
  }
  if (above !== undefined) return above + POSITION_STEP;
  return (below ?? 0) - POSITION_STEP;
}

/** Admins delete any work item; the requester withdraws their own while it is Requested (docs/product.md §4 workflow). */
export async function deleteWorkItem(db: Db, options: VersionedWrite): Promise<void> {
  await deleteVersioned(db, {
    ...options,
    guard: (current) => {
      const refusal = workItemWithdrawRefusal(viewerOf(options.principal), current);
      if (refusal) throw AppError.forbidden(refusal);
    },
    table: improvementRequests,
    entity: 'improvement_requests',
    label: 'Work item',
    lock: (tx) => queries.lockWorkItem(tx, options.id),
    beforeImage: toWorkItem,
  });
}

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The history never repeats a bug report's technical details (the item's own read decides who sees them). */
function withoutErrorDetails(record: Record<string, unknown> | null) {
  if (!record) return null;
  const { errorDetails: _camel, error_details: _snake, ...rest } = record;
  return rest;
}

export async function listActivity(db: Db, { id, page }: { id: string; page: { page: number; pageSize: number } }) {
  const { limit, offset } = offsetOf(page);
  const of = { entity: 'improvement_requests', id, children: [] };
  const { rows, total } = await listHistory(db, of, limit, offset);
  if (total === 0 && !(await queries.findWorkItem(db, id))) throw AppError.notFound('Work item');
  return pageFrom(
    rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor_name: row.actorName,
      at: row.at.toISOString(),
      before: withoutErrorDetails(asRecord(row.before)),
      after: withoutErrorDetails(asRecord(row.after)),
    })),
    total,
    page,
  );
}

export async function engagementOptions(db: Db, { q }: { q: string | undefined }) {
  const rows = await queries.engagementOptions(db, q, 50);
  return rows.map((row) => ({ id: row.id, name: row.name, type: row.type, client_name: row.clientName }));
}
