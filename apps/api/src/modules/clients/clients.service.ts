import type {
  Client,
  ClientContact,
  ClientContactInput,
  ClientContactUpdate,
  ClientCreate,
  ClientListQuery,
  ClientUpdate,
} from '@praxis/shared';
import type { PaginationQuery } from '@praxis/shared';
import { and, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { clientContacts, clients } from '../../db/schema/clients.js';
import { AppError } from '../../lib/app-error.js';
import { audit, auditedCreate, type Actor } from '../../lib/audit.js';
import { insertValues } from '../../lib/insert-values.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { deleteVersioned, updateVersioned } from '../../lib/versioned-update.js';
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

/** What every write carries: who writes and, for updates and deletes, the version they read (If-Match). */
interface Write {
  actor: Actor;
}
interface VersionedWrite extends Write {
  id: string;
  expectedVersion: number | undefined;
}

/** The records this module writes, as versioned writes and audit rows name them. */
const CLIENT = { table: clients, entity: 'clients', label: 'Client' };
const CONTACT = { table: clientContacts, entity: 'client_contacts', label: 'Contact' };

export async function listClients(db: Db, { query }: { query: ClientListQuery & PaginationQuery }) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await queries.listClients(db, query, limit, offset);
  return pageFrom(rows.map(toClient), total, query);
}

/** Every client matching the filter, page by page in the list's order (the CSV export). */
export const clientRows =
  (db: Db, { filter }: { filter: ClientListQuery }) =>
  async (limit: number, offset: number) =>
    (await queries.selectClients(db, filter, limit, offset)).map(toClient);

export async function getClient(db: DbOrTx, { id }: { id: string }): Promise<Client> {
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

/** API field → column, for creates and updates. */
const CLIENT_COLUMN = {
  name: 'name',
  logo_url: 'logoUrl',
  industry: 'industry',
  website: 'website',
  status: 'status',
  account_owner_id: 'accountOwnerId',
  notes: 'notes',
} as const satisfies Record<keyof ClientUpdate, keyof typeof clients.$inferInsert>;

const CONTACT_COLUMN = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  title: 'title',
  is_primary: 'isPrimary',
  notes: 'notes',
} as const satisfies Record<keyof ClientContactUpdate, keyof typeof clientContacts.$inferInsert>;

export async function createClient(db: Db, { actor, input }: Write & { input: ClientCreate }): Promise<Client> {
  return db.transaction(async (tx) => {
    await assertOwner(tx, input.account_owner_id);
    await assertNameFree(tx, input.name);
    const inserted = tx.insert(clients).values(insertValues(input, CLIENT_COLUMN)).returning();
    return auditedCreate(tx, actor, CLIENT.entity, inserted, (row) => getClient(tx, { id: row.id }));
  });
}

export async function updateClient(db: Db, options: VersionedWrite & { patch: ClientUpdate }): Promise<Client> {
  const { id, patch } = options;
  return updateVersioned(db, {
    ...options,
    ...CLIENT,
    columns: CLIENT_COLUMN,
    check: async (_, tx) => {
      if (patch.account_owner_id !== undefined) await assertOwner(tx, patch.account_owner_id);
      if (patch.name !== undefined) await assertNameFree(tx, patch.name, id);
    },
    read: (tx) => getClient(tx, { id }),
  });
}

export async function deleteClient(db: Db, options: VersionedWrite) {
  await deleteVersioned(db, {
    ...options,
    ...CLIENT,
    check: async (_, tx) => {
      const found = await queries.findClient(tx, options.id);
      if (found && Number(found.engagementCount) > 0) {
        throw AppError.conflict('This client still has engagements. Delete or move them first.');
      }
    },
  });
}

export async function listContacts(db: Db, { clientId }: { clientId: string }): Promise<ClientContact[]> {
  if (!(await queries.findClient(db, clientId))) throw AppError.notFound('Client');
  return (await queries.listContacts(db, clientId)).map(toContact);
}

async function demoteOtherPrimary(tx: DbOrTx, actor: Actor, clientId: string) {
  for (const { id } of await queries.clearPrimary(tx, clientId)) {
    await audit(tx, actor, {
      entity: CONTACT.entity,
      entityId: id,
      action: 'update',
      before: { is_primary: true },
      after: { is_primary: false },
    });
  }
}

export async function createContact(
  db: Db,
  { actor, clientId, input }: Write & { clientId: string; input: ClientContactInput },
): Promise<ClientContact> {
  return db.transaction(async (tx) => {
    if (!(await queries.lockClient(tx, clientId))) throw AppError.notFound('Client');
    if (input.is_primary) await demoteOtherPrimary(tx, actor, clientId);
    const values = { ...insertValues(input, CONTACT_COLUMN), clientId, email: input.email?.toLowerCase() ?? null };
    const inserted = tx.insert(clientContacts).values(values).returning();
    return auditedCreate(tx, actor, CONTACT.entity, inserted, toContact);
  });
}

export async function updateContact(
  db: Db,
  options: VersionedWrite & { patch: ClientContactUpdate },
): Promise<ClientContact> {
  const { id, patch, actor } = options;
  return updateVersioned(db, {
    ...options,
    ...CONTACT,
    columns: CONTACT_COLUMN,
    check: async (current, tx) => {
      if (patch.is_primary && !current.isPrimary) await demoteOtherPrimary(tx, actor, current.clientId);
    },
    mapValue: (field, value) => (field === 'email' && typeof value === 'string' ? value.toLowerCase() : value),
    read: async (tx) => {
      const row = await queries.findContact(tx, id);
      if (!row) throw AppError.notFound('Contact');
      return toContact(row);
    },
  });
}

export async function deleteContact(db: Db, options: VersionedWrite) {
  await deleteVersioned(db, {
    ...options,
    ...CONTACT,
    beforeImage: toContact,
  });
}
