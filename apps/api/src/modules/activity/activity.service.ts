import type { ActivityChange, PaginationQuery, RecordActivity } from '@praxis/shared';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/schema/clients.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { auditImageFor } from '../../lib/money-fields.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { assertManagesEngagement } from '../engagements/managers.js';
import * as queries from './activity.queries.js';

/** Bookkeeping fields every write touches; the history shows what a person changed. */
const IGNORED = new Set(['version', 'updated_at', 'updatedAt', 'created_at', 'createdAt', 'id', 'position']);
/** Never shown in a history, whoever reads it. */
const SECRET = /password|token|secret|hash/i;

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields that differ between the before- and after-image (all of one side for a create or delete). */
export function changesOf(before: unknown, after: unknown): ActivityChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => !IGNORED.has(field) && !SECRET.test(field))
    .filter((field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(is[field] ?? null))
    .map((field) => ({ field, before: was[field] ?? null, after: is[field] ?? null }));
}

/** A page of history as `viewer` may read it (money fields only for those who see money). */
async function pageOf(db: Db, viewer: Principal, of: queries.HistoryOf, page: PaginationQuery) {
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await queries.listHistory(db, of, limit, offset);
  const image = auditImageFor(viewer.permissions);
  const items: RecordActivity[] = rows.map((row) => ({
    id: row.id,
    entity: row.entity,
    action: row.action,
    actor_name: row.actorName,
    at: row.at.toISOString(),
    changes: changesOf(image(row.before), image(row.after)),
  }));
  return pageFrom(items, total, page);
}

/** An engagement's history with its team changes: admins, and the engagement's managers for theirs. */
export async function engagementActivity(db: Db, viewer: Principal, id: string, page: PaginationQuery) {
  await assertManagesEngagement(db, viewer, id);
  return pageOf(
    db,
    viewer,
    { entity: 'engagements', id, children: [{ entity: 'engagement_consultants', key: 'engagement_id' }] },
    page,
  );
}

/** A client's history with its contacts (admins: clients.manage, checked by the route). */
export async function clientActivity(db: Db, viewer: Principal, id: string, page: PaginationQuery) {
  const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  if (!found) throw AppError.notFound('Client');
  return pageOf(
    db,
    viewer,
    { entity: 'clients', id, children: [{ entity: 'client_contacts', key: 'client_id' }] },
    page,
  );
}

/** A consultant's history with their assignments (admins: consultants.manage, checked by the route). */
export async function consultantActivity(db: Db, viewer: Principal, id: string, page: PaginationQuery) {
  const [found] = await db.select({ id: consultants.id }).from(consultants).where(eq(consultants.id, id));
  if (!found) throw AppError.notFound('Consultant');
  return pageOf(
    db,
    viewer,
    { entity: 'consultants', id, children: [{ entity: 'engagement_consultants', key: 'consultant_id' }] },
    page,
  );
}
