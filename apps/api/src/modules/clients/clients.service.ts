import type {
  Client,
  ClientContact,
  ClientContactInput,
  ClientContactUpdate,
  ClientCreate,
  ClientListQuery,
  ClientUpdate,
} from '@praxis/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { clientContacts, clients } from '../../db/schema/clients.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { assertVersion } from '../../lib/versioning.js';
import * as queries from './clients.queries.js';

export const toClient = (row: queries.ClientRow): Client => ({
  id: row.id,
  name: row.name,
  logo_url: row.logoUrl,
  industry: row.industry,
  website: row.website,
  status: row.status,
  account_owner_id: row.accountOwnerId,
  account_owner_name: row.accountOwnerName,
  notes: row.notes,
  active_engagement_count: Number(row.activeEngagementCount),
  engagement_count: Number(row.engagementCount),
  contact_count: Number(row.contactCount),
  version: row.version,
  created_at: new Date(row.createdAt).toISOString(),
  updated_at: new Date(row.updatedAt).toISOString(),
});

const toContact = (row: typeof clientContacts.$inferSelect): ClientContact => ({
  id: row.id,
  client_id: row.clientId,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  title: row.title,
  is_primary: row.isPrimary,
  notes: row.notes,
  version: row.version,
});

export async function listClients(db: Db, query: ClientListQuery & { page: number; pageSize: number }) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await queries.listClients(db, query, limit, offset);
  return pageFrom(rows.map(toClient), total, query);
}

export async function getClient(db: DbOrTx, id: string): Promise<Client> {
  const row = await queries.findClient(db, id);
  if (!row) throw AppError.notFound('Client');
  return toClient(row);
}

async function assertOwner(tx: DbOrTx, ownerId: string | null | undefined) {
  if (ownerId && !(await queries.consultantExists(tx, ownerId))) {
    throw AppError.validation('That account owner does not exist.', { account_owner_id: 'Unknown consultant.' });
  }
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(sql`lower(${clients.name}) = lower(${name})`, exceptId ? ne(clients.id, exceptId) : undefined));
  if (clash) throw AppError.conflict('A client with this name already exists.', { fields: { name: 'Name taken.' } });
}

export async function createClient(db: Db, actor: Actor, input: ClientCreate): Promise<Client> {
  return db.transaction(async (tx) => {
    await assertOwner(tx, input.account_owner_id);
    await assertNameFree(tx, input.name);
    const [row] = await tx
      .insert(clients)
      .values({
        name: input.name,
        logoUrl: input.logo_url ?? null,
        industry: input.industry ?? null,
        website: input.website ?? null,
        status: input.status ?? 'prospect',
        accountOwnerId: input.account_owner_id ?? null,
        notes: input.notes ?? null,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const created = await getClient(tx, row.id);
    await audit(tx, actor, { entity: 'clients', entityId: row.id, action: 'create', after: created });
    return created;
  });
}

const CLIENT_COLUMN = {
  name: 'name',
  logo_url: 'logoUrl',
  industry: 'industry',
  website: 'website',
  status: 'status',
  account_owner_id: 'accountOwnerId',
  notes: 'notes',
} as const satisfies Record<keyof ClientUpdate, keyof typeof clients.$inferInsert>;

export async function updateClient(
  db: Db,
  actor: Actor,
  id: string,
  patch: ClientUpdate,
  expectedVersion: number | undefined,
): Promise<Client> {
  return db.transaction(async (tx) => {
    const current = await queries.lockClient(tx, id);
    if (!current) throw AppError.notFound('Client');
    assertVersion(current.version, expectedVersion);
    if (patch.account_owner_id !== undefined) await assertOwner(tx, patch.account_owner_id);
    if (patch.name !== undefined) await assertNameFree(tx, patch.name, id);
    const values: Partial<typeof clients.$inferInsert> = {};
    const before: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(patch) as [keyof ClientUpdate, unknown][]) {
      before[field] = current[CLIENT_COLUMN[field]];
      Object.assign(values, { [CLIENT_COLUMN[field]]: value });
    }
    await tx
      .update(clients)
      .set({ ...values, version: sql`${clients.version} + 1`, updatedAt: new Date() })
      .where(eq(clients.id, id));
    await audit(tx, actor, { entity: 'clients', entityId: id, action: 'update', before, after: patch });
    return getClient(tx, id);
  });
}

export async function deleteClient(db: Db, actor: Actor, id: string, expectedVersion: number | undefined) {
  await db.transaction(async (tx) => {
    const current = await queries.lockClient(tx, id);
    if (!current) throw AppError.notFound('Client');
    assertVersion(current.version, expectedVersion);
    const found = await queries.findClient(tx, id);
    if (found && Number(found.engagementCount) > 0) {
      throw AppError.conflict('This client still has engagements. Delete or move them first.');
    }
    await tx.delete(clients).where(eq(clients.id, id));
    await audit(tx, actor, { entity: 'clients', entityId: id, action: 'delete', before: current });
  });
}

export async function listContacts(db: Db, clientId: string): Promise<ClientContact[]> {
  if (!(await queries.findClient(db, clientId))) throw AppError.notFound('Client');
  return (await queries.listContacts(db, clientId)).map(toContact);
}

async function demoteOtherPrimary(tx: DbOrTx, actor: Actor, clientId: string) {
  for (const { id } of await queries.clearPrimary(tx, clientId)) {
    await audit(tx, actor, {
      entity: 'client_contacts',
      entityId: id,
      action: 'update',
      before: { is_primary: true },
      after: { is_primary: false },
    });
  }
}

export async function createContact(
  db: Db,
  actor: Actor,
  clientId: string,
  input: ClientContactInput,
): Promise<ClientContact> {
  return db.transaction(async (tx) => {
    if (!(await queries.lockClient(tx, clientId))) throw AppError.notFound('Client');
    if (input.is_primary) await demoteOtherPrimary(tx, actor, clientId);
    const [row] = await tx
      .insert(clientContacts)
      .values({
        clientId,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone ?? null,
        title: input.title ?? null,
        isPrimary: input.is_primary ?? false,
        notes: input.notes ?? null,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const created = toContact(row);
    await audit(tx, actor, { entity: 'client_contacts', entityId: row.id, action: 'create', after: created });
    return created;
  });
}

const CONTACT_COLUMN = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  title: 'title',
  is_primary: 'isPrimary',
  notes: 'notes',
} as const satisfies Record<keyof ClientContactUpdate, keyof typeof clientContacts.$inferInsert>;

export async function updateContact(
  db: Db,
  actor: Actor,
  id: string,
  patch: ClientContactUpdate,
  expectedVersion: number | undefined,
): Promise<ClientContact> {
  return db.transaction(async (tx) => {
    const current = await queries.findContact(tx, id, { forUpdate: true });
    if (!current) throw AppError.notFound('Contact');
    assertVersion(current.version, expectedVersion);
    if (patch.is_primary && !current.isPrimary) await demoteOtherPrimary(tx, actor, current.clientId);
    const values: Partial<typeof clientContacts.$inferInsert> = {};
    const before: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(patch) as [keyof ClientContactUpdate, unknown][]) {
      before[field] = current[CONTACT_COLUMN[field]];
      Object.assign(values, {
        [CONTACT_COLUMN[field]]: field === 'email' && typeof value === 'string' ? value.toLowerCase() : value,
      });
    }
    const [row] = await tx
      .update(clientContacts)
      .set({ ...values, version: sql`${clientContacts.version} + 1`, updatedAt: new Date() })
      .where(eq(clientContacts.id, id))
      .returning();
    if (!row) throw AppError.notFound('Contact');
    await audit(tx, actor, { entity: 'client_contacts', entityId: id, action: 'update', before, after: patch });
    return toContact(row);
  });
}

export async function deleteContact(db: Db, actor: Actor, id: string, expectedVersion: number | undefined) {
  await db.transaction(async (tx) => {
    const current = await queries.findContact(tx, id, { forUpdate: true });
    if (!current) throw AppError.notFound('Contact');
    assertVersion(current.version, expectedVersion);
    await tx.delete(clientContacts).where(eq(clientContacts.id, id));
    await audit(tx, actor, { entity: 'client_contacts', entityId: id, action: 'delete', before: toContact(current) });
  });
}
