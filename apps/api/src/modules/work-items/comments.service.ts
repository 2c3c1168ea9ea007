import { hasPermission, mentionedIds, mentionsAsText, type WorkItemComment } from '@praxis/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { improvementRequestComments } from '../../db/schema/work-items.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { assertVersion } from '../../lib/versioning.js';
import { notify } from '../notifications/notifications.service.js';
import * as queries from './work-items.queries.js';
import { lockWhere } from '../../lib/lock-row.js';
import { bumpVersion } from '../../lib/versioned-update.js';

type Row = typeof improvementRequestComments.$inferSelect & { authorName?: string | null };

const toComment = (row: Row, authorName: string | null): WorkItemComment => ({
  id: row.id,
  request_id: row.requestId,
  author_user_id: row.authorUserId,
  author_name: authorName,
  body: row.body,
  created_at: row.createdAt.toISOString(),
  edited_at: row.editedAt ? row.editedAt.toISOString() : null,
  version: row.version,
});

const nameOf = (principal: Principal) =>
  principal.consultant
    ? `${principal.consultant.firstName} ${principal.consultant.lastName}`.trim()
    : principal.name || principal.email;
/** What a notification quotes of a comment: mentions as the names people read, cut at 140 characters. */
const excerpt = (comment: string) => {
  const body = mentionsAsText(comment);
  return body.length > 140 ? `${body.slice(0, 139)}…` : body;
};
const link = (id: string) => `/work-management/${id}`;

export async function listComments(db: Db, { id, page }: { id: string; page: { page: number; pageSize: number } }) {
  if (!(await queries.findWorkItem(db, id))) throw AppError.notFound('Work item');
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await queries.listComments(db, id, limit, offset);
  return pageFrom(
    rows.map((row) => toComment(row, row.authorName)),
    total,
    page,
  );
}

/** Tells each person newly mentioned (with an account, not the author) that they were. */
async function notifyMentions(
  tx: DbOrTx,
  options: { principal: Principal; actor: Actor; item: { id: string; name: string }; body: string; before?: string },
) {
  const already = new Set(options.before ? mentionedIds(options.before) : []);
  const ids = mentionedIds(options.body).filter((id) => !already.has(id));
  if (ids.length === 0) return;
  const people = await tx
    .select({ userId: consultants.userId })
    .from(consultants)
    .where(and(inArray(consultants.id, ids), isNotNull(consultants.userId)));
  for (const person of people) {
    if (!person.userId || person.userId === options.principal.userId) continue;
    await notify(tx, options.actor, {
      recipientUserId: person.userId,
      type: 'work_item_mention',
      title: `${nameOf(options.principal)} mentioned you on ${options.item.name}`,
      body: excerpt(options.body),
      link: link(options.item.id),
    });
  }
}

/** Anyone who may work on items may discuss any visible item; the requester and the people mentioned hear of it. */
export async function addComment(
  db: Db,
  { principal, actor, id, body }: { principal: Principal; actor: Actor; id: string; body: string },
) {
  return db.transaction(async (tx) => {
    const item = await queries.lockWorkItem(tx, id);
    if (!item) throw AppError.notFound('Work item');
    const row = await queries.insertComment(tx, { requestId: id, authorUserId: principal.userId, body });
    if (!row) throw new Error('insert returned no row');
    const created = toComment(row, nameOf(principal));
    await audit(tx, actor, {
      entity: 'improvement_request_comments',
      entityId: row.id,
      action: 'create',
      after: created,
    });
    if (item.userId && item.userId !== principal.userId) {
      await notify(tx, actor, {
        recipientUserId: item.userId,
        type: 'work_item_comment',
        title: `${nameOf(principal)} commented on ${item.name}`,
        body: excerpt(body),
        link: link(id),
      });
    }
    await notifyMentions(tx, { principal, actor, item, body });
    return created;
  });
}

/** The comment, locked, if it is on this item; only its author edits it; its author or an admin deletes it. */
async function lockComment(tx: DbOrTx, itemId: string, commentId: string) {
  const row = await lockWhere(
    tx,
    improvementRequestComments,
    and(eq(improvementRequestComments.id, commentId), eq(improvementRequestComments.requestId, itemId)),
  );
  if (!row) throw AppError.notFound('Comment');
  return row;
}

export async function updateComment(
  db: Db,
  options: {
    principal: Principal;
    actor: Actor;
    id: string;
    commentId: string;
    body: string;
    expectedVersion?: number;
  },
) {
  const { principal, actor, id, commentId, body } = options;
  return db.transaction(async (tx) => {
    const item = await queries.findWorkItem(tx, id);
    if (!item) throw AppError.notFound('Work item');
    const current = await lockComment(tx, id, commentId);
    if (current.authorUserId !== principal.userId) throw AppError.forbidden('Only its author edits a comment.');
    assertVersion(current.version, options.expectedVersion);
    const row = await bumpVersion(tx, improvementRequestComments, commentId, { body, editedAt: new Date() });
    if (!row) throw new Error('update returned no row');
    await audit(tx, actor, {
      entity: 'improvement_request_comments',
      entityId: commentId,
      action: 'update',
      before: { body: current.body },
      after: { body },
    });
    await notifyMentions(tx, { principal, actor, item, body, before: current.body });
    return toComment(row, nameOf(principal));
  });
}

export async function deleteComment(
  db: Db,
  options: { principal: Principal; actor: Actor; id: string; commentId: string; expectedVersion?: number },
) {
  const { principal, actor, id, commentId } = options;
  await db.transaction(async (tx) => {
    const current = await lockComment(tx, id, commentId);
    const mayDelete = current.authorUserId === principal.userId || hasPermission(principal.roles, 'work_items.delete');
    if (!mayDelete) throw AppError.forbidden('Only its author or an admin deletes a comment.');
    assertVersion(current.version, options.expectedVersion);
    await tx.delete(improvementRequestComments).where(eq(improvementRequestComments.id, commentId));
    await audit(tx, actor, {
      entity: 'improvement_request_comments',
      entityId: commentId,
      action: 'delete',
      before: { body: current.body, author_user_id: current.authorUserId },
    });
  });
}
