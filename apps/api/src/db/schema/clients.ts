import { sql } from 'drizzle-orm';
import { boolean, check, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLIENT_STATUSES } from '@praxis/shared';
import { oneOf, optionalRef, personContact, requiredRef, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn, textSearchIndexes } from './constraints.js';
import { consultants } from './consultants.js';

export const clients = entityTable(
  'clients',
  {
    name: text('name').notNull().unique(),
    logoUrl: text('logo_url'),
    industry: text('industry'),
    website: text('website'),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('prospect'),
    /** The consultant who owns the relationship. */
    accountOwnerId: optionalRef('account_owner_id', () => consultants.id, { onDelete: 'set null' }),
    notes: text('notes'),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('clients_status_check', oneOf(t.status, CLIENT_STATUSES)),
    ...textSearchIndexes('clients', t.name),
    ...indexesOn('clients', t.status, t.industry, t.accountOwnerId),
  ],
);

export const clientContacts = entityTable(
  'client_contacts',
  {
    clientId: requiredRef('client_id', () => clients.id, { onDelete: 'cascade' }),
    ...personContact(),
    title: text('title'),
    isPrimary: boolean('is_primary').notNull().default(false),
    notes: text('notes'),
    ...versionAndTimestamps(),
  },
  (t) => [
    ...indexesOn('client_contacts', t.clientId),
    index('client_contacts_email_lower_idx').on(sql`lower(${t.email})`),
    // At most one primary contact per client: to move the flag, clear the old one first (same transaction).
    uniqueIndex('client_contacts_one_primary_key')
      .on(t.clientId)
      .where(sql`${t.isPrimary}`),
  ],
);
