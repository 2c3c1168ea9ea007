import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { user } from '../../db/schema/auth.js';
import { consultants } from '../../db/schema/consultants.js';
import { personOrUserName } from '../../db/sql.js';
import { countRows, totalOver, withTotal } from '../../lib/pagination.js';

/**
 * A record's history: its own audit rows and those of its children — child rows that still point at it (`key`
 * column of the child table, which is also the audited entity), and images that name it (snake or camel case).
 */
export interface HistoryOf {
  entity: string;
  id: string;
  children: readonly { entity: string; key: string }[];
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

const actor = alias(consultants, 'activity_actor');

function whereOf({ entity, id, children }: HistoryOf): SQL | undefined {
  const own = and(eq(auditLog.entity, entity), eq(auditLog.entityId, id));
  const childConditions = children.map((child) =>
    and(
      eq(auditLog.entity, child.entity),
      or(
        sql`${auditLog.entityId} in (select c.id::text from ${sql.identifier(child.entity)} c
          where c.${sql.identifier(child.key)} = ${id})`,
        sql`${auditLog.after} ->> ${child.key} = ${id}`,
        sql`${auditLog.before} ->> ${child.key} = ${id}`,
        sql`${auditLog.before} ->> ${camel(child.key)} = ${id}`,
      ),
    ),
  );
  return or(own, ...childConditions);
}

/** Newest first, with the actor's name (their consultant name, else their account name). */
export function listHistory(db: DbOrTx, of: HistoryOf, limit: number, offset: number) {
  const where = whereOf(of);
  return withTotal(
    db
      .select({
        id: auditLog.id,
        entity: auditLog.entity,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        at: auditLog.at,
        actorName: personOrUserName(actor, user.name),
        total: totalOver(),
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .leftJoin(actor, eq(actor.userId, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    offset,
    () => countRows(db, auditLog, where),
  );
}
