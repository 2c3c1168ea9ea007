import { sql, type SQL } from 'drizzle-orm';
import { integer, text, timestamp, uuid, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/** What deleting the referenced row does to the rows that point at it. */
interface ReferenceActions {
  onDelete: UpdateDeleteAction;
}

/** A uuid column that must point at a row of another table (NOT NULL, foreign key to `target`). */
export const requiredRef = <TName extends string>(name: TName, target: () => AnyPgColumn, actions: ReferenceActions) =>
  uuid(name).notNull().references(target, actions);

/** A uuid column that may point at a row of another table (nullable, foreign key to `target`). */
export const optionalRef = <TName extends string>(name: TName, target: () => AnyPgColumn, actions: ReferenceActions) =>
  uuid(name).references(target, actions);

/** Who a person from outside the firm is and how to reach them: first and last name, optional e-mail and phone. */
export const personContact = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  phone: text('phone'),
});

/** When the row was inserted. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** created_at / updated_at for every table; updated_at is refreshed by Drizzle on each update. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Optimistic concurrency: writes send the version they read; a stale one is a 409. */
export const version = () => integer('version').notNull().default(1);

/** The last columns of a row the API edits: its `version`, then the `timestamps`. */
export const versionAndTimestamps = () => ({ version: version(), ...timestamps() });

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * `column IN ('a', 'b')` for a CHECK constraint. The value lists come from @praxis/shared, so the database
 * refuses exactly what the API's zod schemas refuse (one source of truth). A nullable column passes when NULL.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map(quote).join(', '))})`;
