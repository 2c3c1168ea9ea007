import {
  hasPermission,
  isOpenRequest,
  type ResourceRequest,
  type ResourceRequestCreateParsed,
  type ResourceRequestListQuery,
  type ResourceRequestUpdate,
} from '@praxis/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { resourceRequests, staffingProposals } from '../../db/schema/staffing.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { auditImageFor } from '../../lib/money-fields.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { bumpVersion } from '../../lib/versioned-update.js';
import { assertVersion } from '../../lib/versioning.js';
import { declineProposals } from './decline-proposals.js';
import { notifyRequester } from './notify.js';
import { hydrate, hydrateOne } from './requests.mapper.js';
import * as queries from './requests.queries.js';
import { assertValidRequest } from './requests.validation.js';
import { emitWebhookEvent } from '../webhooks/emit.js';

type Row = typeof resourceRequests.$inferSelect;

export const canManage = (principal: Principal) => hasPermission(principal.roles, 'resource_requests.manage');

/** A request the caller may not see is absent (404), never "forbidden". */
function assertVisible(principal: Principal, row: Pick<Row, 'requesterUserId'> | undefined): asserts row {
  if (!row || (!canManage(principal) && row.requesterUserId !== principal.userId)) {
    throw AppError.notFound('Resource request');
  }
}

export async function readRequest(db: DbOrTx, id: string): Promise<ResourceRequest> {
  const row = await queries.findRequest(db, id);
  if (!row) throw AppError.notFound('Resource request');
  return hydrateOne(db, row);
}

export async function getRequest(db: Db, principal: Principal, id: string) {
  const row = await queries.findRequest(db, id);
  assertVisible(principal, row);
  return hydrateOne(db, row);
}

/** Admins see every request; everyone else only their own (filtered in SQL). */
export async function listRequests(
  db: Db,
  principal: Principal,
  query: ResourceRequestListQuery,
  page: { page: number; pageSize: number },
) {
  const { mine, sort, ...filter } = query;
  const own = mine || !canManage(principal) ? principal.userId : undefined;
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await queries.listRequests(db, { ...filter, requesterUserId: own }, sort, limit, offset);
  return pageFrom(await hydrate(db, rows), total, page);
}

/** The same list as CSV pages (same filter, sort and own-only rule), for `format=csv`. */
export const requestRows =
  (db: Db, principal: Principal, query: ResourceRequestListQuery) => async (limit: number, offset: number) => {
    const { mine, sort, ...filter } = query;
    const own = mine || !canManage(principal) ? principal.userId : undefined;
    const { rows } = await queries.listRequests(db, { ...filter, requesterUserId: own }, sort, limit, offset);
    return hydrate(db, rows);
  };

const snapshot = (row: Row) => ({
  status: row.status,
  engagement_id: row.engagementId,
  engagement_role_id: row.engagementRoleId,
  job_title_id: row.jobTitleId,
  skills: row.skills,
  certifications: row.certifications,
  languages: row.languages,
  hours_per_week: Number(row.hoursPerWeek),
  start_date: row.startDate,
  end_date: row.endDate,
  time_zone_window: row.timeZoneWindow,
  priority: row.priority,
  notes: row.notes,
  status_reason: row.statusReason,
});

/**
 * Refuses (409) to submit the same need twice: an open request of the engagement for the job title over
 * overlapping dates is named, and `confirm_duplicate` files the new one anyway. Submissions for one engagement are
 * serialised, so two sent at once cannot both pass the check.
 */
async function assertNotDuplicate(tx: Tx, input: ResourceRequestCreateParsed) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`resource_request:${input.engagement_id}`}))`);
  const existing = await queries.findOpenDuplicate(tx, {
    engagementId: input.engagement_id,
    jobTitleId: input.job_title_id,
    startDate: input.start_date,
    endDate: input.end_date,
  });
  if (!existing) return;
  const who = existing.jobTitle ?? 'any job title';
  throw AppError.conflict(
    `An open request for ${who} on ${existing.engagementName} already covers these dates ` +
      `(${existing.startDate} to ${existing.endDate}, ${existing.status}, filed by ${existing.requesterName ?? 'someone'}). ` +
      'File this one anyway only if a second person is needed.',
    {
      duplicate_of: {
        id: existing.id,
        engagement_name: existing.engagementName,
        job_title: existing.jobTitle,
        start_date: existing.startDate,
        end_date: existing.endDate,
        status: existing.status,
        requester_name: existing.requesterName,
      },
    },
  );
}

export async function createRequest(db: Db, principal: Principal, actor: Actor, input: ResourceRequestCreateParsed) {
  return db.transaction(async (tx) => {
    await assertValidRequest(tx, input);
    if (input.submit && !input.confirm_duplicate) await assertNotDuplicate(tx, input);
    const now = new Date();
    const row = await insertRow(tx, resourceRequests, {
      engagementId: input.engagement_id,
      requesterUserId: principal.userId,
      engagementRoleId: input.engagement_role_id,
      jobTitleId: input.job_title_id,
      skills: input.skills,
      certifications: input.certifications,
      languages: input.languages,
      hoursPerWeek: input.hours_per_week,
      startDate: input.start_date,
      endDate: input.end_date,
      timeZoneWindow: input.time_zone_window,
      priority: input.priority,
      notes: input.notes || null,
      status: input.submit ? 'Submitted' : 'Draft',
      submittedAt: input.submit ? now : null,
    });
    await audit(tx, actor, { entity: 'resource_requests', entityId: row.id, action: 'create', after: snapshot(row) });
    return readRequest(tx, row.id);
  });
}

const COLUMN_OF = {
  engagement_id: 'engagementId',
  engagement_role_id: 'engagementRoleId',
  job_title_id: 'jobTitleId',
  skills: 'skills',
  certifications: 'certifications',
  languages: 'languages',
  hours_per_week: 'hoursPerWeek',
  start_date: 'startDate',
  end_date: 'endDate',
  time_zone_window: 'timeZoneWindow',
  priority: 'priority',
  notes: 'notes',
} as const satisfies Record<keyof ResourceRequestUpdate, keyof Row>;

/** Locks the row, checks visibility and version: the start of every write on a request. */
async function lockForWrite(tx: DbOrTx, principal: Principal, id: string, expectedVersion: number | undefined) {
  const current = await queries.lockRequest(tx, id);
  assertVisible(principal, current);
  assertVersion(current.version, expectedVersion);
  return current;
}

/**
 * The frame of every write on a request, in one transaction: lock it (visibility and version checked), apply
 * `change`, then read the request back as the API shows it.
 */
function changeRequest(
  db: Db,
  principal: Principal,
  id: string,
  expectedVersion: number | undefined,
  change: (tx: Tx, current: Row) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, principal, id, expectedVersion);
    await change(tx, current);
    return readRequest(tx, id);
  });
}

async function writeChange(
  tx: DbOrTx,
  actor: Actor,
  current: Row,
  values: Partial<typeof resourceRequests.$inferInsert>,
) {
  await bumpVersion(tx, resourceRequests, current.id, values);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const old = snapshot(current) as Record<string, unknown>;
  for (const [column, value] of Object.entries(values)) {
    const field = column.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
    before[field] = old[field] ?? null;
    after[field] = value instanceof Date ? value.toISOString() : value;
  }
  await audit(tx, actor, { entity: 'resource_requests', entityId: current.id, action: 'update', before, after });
}

/** The requester edits a draft or a request nobody has picked up yet; an admin edits any open one. */
export async function updateRequest(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  patch: ResourceRequestUpdate,
  expectedVersion: number | undefined,
) {
  return changeRequest(db, principal, id, expectedVersion, async (tx, current) => {
    const editable = canManage(principal)
      ? current.status === 'Draft' || isOpenRequest(current.status, current.closedAt?.toISOString() ?? null)
      : current.status === 'Draft' || current.status === 'Submitted';
    if (!editable) throw AppError.conflict(`A request that is ${current.status} can no longer be edited.`);
    const merged = { ...snapshot(current), ...patch };
    await assertValidRequest(tx, merged);
    const values: Partial<typeof resourceRequests.$inferInsert> = {};
    for (const [field, value] of Object.entries(patch) as [keyof ResourceRequestUpdate, unknown][]) {
      Object.assign(values, { [COLUMN_OF[field]]: value === '' ? null : value });
    }
    if (Object.keys(values).length) await writeChange(tx, actor, current, values);
  });
}

export async function submitRequest(db: Db, principal: Principal, actor: Actor, id: string, version?: number) {
  return changeRequest(db, principal, id, version, async (tx, current) => {
    if (current.status === 'Submitted') return;
    if (current.status !== 'Draft')
      throw AppError.conflict(`Only a draft can be submitted (this one is ${current.status}).`);
    await writeChange(tx, actor, current, { status: 'Submitted', submittedAt: new Date() });
    await emitWebhookEvent(tx, 'resource_request.submitted', {
      id,
      engagement_id: current.engagementId,
      to: 'Submitted',
    });
  });
}

/** Pending proposals lapse when their request ends without them. */
const declineOpenProposals = (tx: DbOrTx, actor: Actor, requestId: string, reason: string) =>
  declineProposals(
    tx,
    actor,
    and(eq(staffingProposals.requestId, requestId), eq(staffingProposals.status, 'proposed')),
    reason,
  );

/** How a request ends unstaffed: the status it takes, the word for it, and the statuses it may end from. */
interface RequestEnding {
  status: 'Cancelled' | 'Rejected';
  verb: string;
  endsFrom: (current: Row) => boolean;
  /** Who hears of it once it has ended. */
  announce?: (tx: DbOrTx, principal: Principal, actor: Actor, request: Row, reason: string) => Promise<void>;
}

const CANCELLING: RequestEnding = {
  status: 'Cancelled',
  verb: 'cancelled',
  endsFrom: (current) =>
    ['Draft', 'Submitted', 'In Review', 'Partially Staffed'].includes(current.status) && !current.closedAt,
};

const REJECTING: RequestEnding = {
  status: 'Rejected',
  verb: 'rejected',
  endsFrom: (current) => current.status === 'Submitted' || current.status === 'In Review',
  announce: (tx, principal, actor, request, reason) =>
    notifyRequester(tx, principal, actor, request, 'Resource request rejected', reason),
};

/**
 * The write that ends a request with a reason; its pending proposals lapse. A request that already ended that way
 * is left as it is (a repeat is a no-op).
 */
const endingRequest =
  (ending: RequestEnding) =>
  (db: Db, principal: Principal, actor: Actor, id: string, reason: string, version?: number) =>
    changeRequest(db, principal, id, version, async (tx, current) => {
      if (current.status === ending.status) return;
      if (!ending.endsFrom(current)) {
        throw AppError.conflict(`A request that is ${current.status} cannot be ${ending.verb}.`);
      }
      await writeChange(tx, actor, current, { status: ending.status, statusReason: reason });
      await declineOpenProposals(tx, actor, id, `The request was ${ending.verb}.`);
      await ending.announce?.(tx, principal, actor, current, reason);
    });

/** The requester (or an admin) cancels a request that is not finished. */
export const cancelRequest = endingRequest(CANCELLING);

/** An admin turns down a request waiting for staffing; the requester is told why. */
export const rejectRequest = endingRequest(REJECTING);

/**
 * An admin closes an open request: it leaves the queue. With people already on it the status stays (partially
 * staffed / staffed); with nobody it becomes Cancelled.
 */
export async function closeRequest(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  reason: string | null,
  version?: number,
) {
  return changeRequest(db, principal, id, version, async (tx, current) => {
    if (current.closedAt) return;
    if (!isOpenRequest(current.status) && current.status !== 'Staffed') {
      throw AppError.conflict(`A request that is ${current.status} cannot be closed.`);
    }
    const staffed = current.status === 'Partially Staffed' || current.status === 'Staffed';
    await writeChange(tx, actor, current, {
      closedAt: new Date(),
      statusReason: reason,
      ...(staffed ? {} : { status: 'Cancelled' as const }),
    });
    await declineOpenProposals(tx, actor, id, 'The request was closed.');
  });
}

export async function requestHistory(db: Db, principal: Principal, id: string) {
  assertVisible(principal, await queries.findRequest(db, id));
  const rows = await queries.history(db, id, 200);
  const image = auditImageFor(principal.permissions);
  const record = (raw: unknown) => {
    const value = image(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  };
  return rows.map((row) => ({
    id: Number(row.id),
    entity: row.entity,
    action: row.action,
    actor_name: row.actor_name,
    at: new Date(row.at).toISOString(),
    before: record(row.before),
    after: record(row.after),
  }));
}
