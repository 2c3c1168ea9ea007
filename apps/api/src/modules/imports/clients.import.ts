import { CLIENT_STATUSES, webUrlSchema, type ImportError } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clientContacts, clients } from '../../db/schema/clients.js';
import { rowsOf } from '../../db/sql.js';
import { bumpVersion } from '../../lib/versioned-update.js';
import { didYouMean } from './imports.catalogue.js';
import { cellError, differs, failed, given, type KindImporter, type RowPlan } from './imports.kinds.js';
import type { ParsedRow } from './imports.parse.js';

const emailSchema = z.email().max(320);

interface StoredClient extends Record<string, unknown> {
  id: string;
  name: string;
  status: string;
  industry: string | null;
  website: string | null;
  account_owner_email: string | null;
  notes: string | null;
}

const textOf = (row: ParsedRow, column: string, max: number, errors: ImportError[]) => {
  const value = given(row, column);
  if (value !== undefined && value.length > max) errors.push(cellError(row, column, `longer than ${max} characters.`));
  return value;
};

/** Clients by name (any case): a known name updates it, a new one creates it. */
export const clientsImporter: KindImporter = async (db) => {
  const stored = await rowsOf<StoredClient>(
    db,
    sql`select c.id, c.name, c.status, c.industry, c.website, o.email as account_owner_email, c.notes
        from clients c left join consultants o on o.id = c.account_owner_id`,
  );
  const byName = new Map(stored.map((client) => [client.name.toLowerCase(), client]));
  const owners = new Map(
    (await rowsOf<{ id: string; email: string }>(db, sql`select id, email from consultants`)).map((o) => [
      o.email,
      o.id,
    ]),
  );

  function plan(row: ParsedRow): RowPlan {
    const errors: ImportError[] = [];
    const name = textOf(row, 'name', 200, errors) ?? '';
    if (!name) errors.push(cellError(row, 'name', 'name is required.'));
    const status = given(row, 'status');
    if (status && !(CLIENT_STATUSES as readonly string[]).includes(status)) {
      errors.push(cellError(row, 'status', `'${status}' is not one of ${CLIENT_STATUSES.join(', ')}.`));
    }
    const website = given(row, 'website');
    if (website && !webUrlSchema.safeParse(website).success) {
      errors.push(cellError(row, 'website', `'${website}' is not an https:// or http:// address.`));
    }
    const ownerEmail = given(row, 'account_owner_email')?.toLowerCase();
    if (ownerEmail && !owners.has(ownerEmail)) {
      errors.push(
        cellError(
          row,
          'account_owner_email',
          `no consultant has the e-mail ${ownerEmail}${didYouMean(ownerEmail, owners.keys())}`,
        ),
      );
    }
    const values = {
      name,
      status,
      industry: textOf(row, 'industry', 120, errors),
      website,
      account_owner_email: ownerEmail,
      notes: textOf(row, 'notes', 5000, errors),
    };
    const key = name.toLowerCase();
    if (errors.length > 0) return failed(key, errors);
    const current = byName.get(key);
    if (current && !differs(current, values)) return { key, action: 'unchanged', errors };
    const fields = {
      name,
      status: status as (typeof CLIENT_STATUSES)[number] | undefined,
      industry: values.industry,
      website,
      notes: values.notes,
      accountOwnerId: ownerEmail ? owners.get(ownerEmail) : undefined,
    };
    return {
      key,
      action: current ? 'update' : 'create',
      errors,
      write: async (tx) => {
        if (current) {
          await bumpVersion(tx, clients, current.id, fields);
        } else {
          await tx.insert(clients).values(fields);
        }
      },
    };
  }

  return { keyOf: (row) => (given(row, 'name') ?? '').toLowerCase(), plan, createMissing: async () => {} };
};

interface StoredContact extends Record<string, unknown> {
  id: string;
  client: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  title: string | null;
  is_primary: boolean;
}

/** Contacts by client + e-mail. Making a contact primary clears the client's previous primary (in its savepoint). */
export const contactsImporter: KindImporter = async (db) => {
  const clientIds = new Map(
    (await rowsOf<{ id: string; name: string }>(db, sql`select id, name from clients`)).map((c) => [
      c.name.toLowerCase(),
      c,
    ]),
  );
  const stored = await rowsOf<StoredContact>(
    db,
    sql`select cc.id, c.name as client, cc.first_name, cc.last_name, lower(cc.email) as email, cc.phone, cc.title,
               cc.is_primary
        from client_contacts cc join clients c on c.id = cc.client_id where cc.email is not null`,
  );
  const byKey = new Map(stored.map((contact) => [`${contact.client.toLowerCase()}|${contact.email}`, contact]));
  const keyOf = (row: ParsedRow) =>
    `${(given(row, 'client') ?? '').toLowerCase()}|${(given(row, 'email') ?? '').toLowerCase()}`;

  function plan(row: ParsedRow): RowPlan {
    const errors: ImportError[] = [];
    const clientName = given(row, 'client') ?? '';
    const client = clientIds.get(clientName.toLowerCase());
    if (!clientName) errors.push(cellError(row, 'client', 'client is required.'));
    else if (!client) {
      errors.push(
        cellError(
          row,
          'client',
          `unknown client '${clientName}'${didYouMean(
            clientName,
            [...clientIds.values()].map((c) => c.name),
          )}`,
        ),
      );
    }
    const first_name = textOf(row, 'first_name', 100, errors) ?? '';
    const last_name = textOf(row, 'last_name', 100, errors) ?? '';
    const email = (given(row, 'email') ?? '').toLowerCase();
    if (!first_name) errors.push(cellError(row, 'first_name', 'first name is required.'));
    if (!last_name) errors.push(cellError(row, 'last_name', 'last name is required.'));
    if (!emailSchema.safeParse(email).success)
      errors.push(cellError(row, 'email', `'${email}' is not an e-mail address.`));
    const primary = given(row, 'is_primary')?.toLowerCase();
    if (primary && primary !== 'true' && primary !== 'false') {
      errors.push(cellError(row, 'is_primary', `'${primary}' is not true or false.`));
    }
    const key = keyOf(row);
    if (errors.length > 0 || !client) return failed(key, errors);
    const values = {
      first_name,
      last_name,
      phone: textOf(row, 'phone', 40, errors),
      title: textOf(row, 'title', 120, errors),
      is_primary: primary === undefined ? undefined : primary === 'true',
    };
    if (errors.length > 0) return failed(key, errors);
    const current = byKey.get(key);
    if (current && !differs(current, values)) return { key, action: 'unchanged', errors };
    const fields = {
      firstName: first_name,
      lastName: last_name,
      phone: values.phone,
      title: values.title,
      isPrimary: values.is_primary,
    };
    return {
      key,
      action: current ? 'update' : 'create',
      errors,
      write: async (tx) => {
        if (values.is_primary) {
          await tx.update(clientContacts).set({ isPrimary: false }).where(eq(clientContacts.clientId, client.id));
        }
        if (current) {
          await bumpVersion(tx, clientContacts, current.id, fields);
        } else {
          await tx.insert(clientContacts).values({ ...fields, clientId: client.id, email });
        }
      },
    };
  }

  return { keyOf, plan, createMissing: async () => {} };
};
