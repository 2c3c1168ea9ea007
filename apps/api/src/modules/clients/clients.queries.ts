import type { ClientListQuery } from '@praxis/shared';
import { and, asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clientContacts, clients } from '../../db/schema/clients.js';
import { consultants } from '../../db/schema/consultants.js';
import { engagements } from '../../db/schema/engagements.js';
import { likePattern } from '../../lib/like.js';
import { countRows, totalOver, withTotal } from '../../lib/pagination.js';
import { lockById } from '../../lib/lock-row.js';
import { bumpVersionWhere } from '../../lib/versioned-update.js';

const activeEngagements = sql<number>`(select count(*)::int from ${engagements} e
  where e.client_id = ${clients.id} and e.status = 'active')`;
const allEngagements = sql<number>`(select count(*)::int from ${engagements} e where e.client_id = ${clients.id})`;
const contactCount = sql<number>`(select count(*)::int from ${clientContacts} cc where cc.client_id = ${clients.id})`;

const withCounts = {
  ...getTableColumns(clients),
  accountOwnerName: sql<string | null>`nullif(trim(${consultants.firstName} || ' ' || ${consultants.lastName}), '')`,
  activeEngagementCount: activeEngagements,
  engagementCount: allEngagements,
  contactCount,
  // The list reads its page and its total in one statement (a single client carries 1).
  total: totalOver(),
};
/** Clients with their account owner's name and their counts: the single read and the list. */
const fromClients = (db: DbOrTx) =>
  db.select(withCounts).from(clients).leftJoin(consultants, eq(consultants.id, clients.accountOwnerId)).$dynamic();
/** A client as the queries read it (the list's rows also carry `total`). */
export type ClientRow = Omit<Awaited<ReturnType<typeof fromClients>>[number], 'total'>;

export async function findClient(db: DbOrTx, id: string) {
  const [row] = await fromClients(db).where(eq(clients.id, id));
  return row;
}

export const lockClient = (db: DbOrTx, id: string) => lockById(db, clients, id);

function whereOf(filter: ClientListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(clients.name, pattern), ilike(clients.industry, pattern));
    if (match) conditions.push(match);
  }
  if (filter.status) conditions.push(eq(clients.status, filter.status));
  if (filter.account_owner_id) conditions.push(eq(clients.accountOwnerId, filter.account_owner_id));
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  name: sql`lower(${clients.name})`,
  status: clients.status,
  active_engagements: activeEngagements,
  created_at: clients.createdAt,
} as const;

/** One page of the list in its order (the JSON list and the CSV export share it). */
export function selectClients(db: DbOrTx, filter: ClientListQuery, limit: number, offset: number) {
  const direction = filter.order === 'desc' ? desc : asc;
  return fromClients(db)
    .where(whereOf(filter))
    .orderBy(direction(SORT_COLUMNS[filter.sort]), asc(clients.name), asc(clients.id))
    .limit(limit)
    .offset(offset);
}

/** The JSON list: the page and its total in one statement. */
export function listClients(db: DbOrTx, filter: ClientListQuery, limit: number, offset: number) {
  return withTotal(selectClients(db, filter, limit, offset), offset, () => countRows(db, clients, whereOf(filter)));
}

export async function listContacts(db: DbOrTx, clientId: string) {
  return db
    .select()
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId))
    .orderBy(desc(clientContacts.isPrimary), asc(clientContacts.lastName), asc(clientContacts.firstName));
}

export async function findContact(db: DbOrTx, id: string) {
  const [row] = await db.select().from(clientContacts).where(eq(clientContacts.id, id));
  return row;
}

/** The one-primary rule is a unique index: clear the old primary first, in the same transaction. */
export async function clearPrimary(db: DbOrTx, clientId: string) {
  return bumpVersionWhere(
    db,
    clientContacts,
    and(eq(clientContacts.clientId, clientId), eq(clientContacts.isPrimary, true)),
    { isPrimary: false },
  );
}

export async function consultantExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: consultants.id }).from(consultants).where(eq(consultants.id, id));
  return !!row;
}
