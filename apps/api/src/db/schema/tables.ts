import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  check,
  pgTable,
  smallint,
  uuid,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { versionAndTimestamps } from './columns.js';

export type Columns = Record<string, PgColumnBuilderBase>;
export type ExtraConfig<TName extends string, TColumns extends Columns> = (
  self: BuildExtraConfigColumns<TName, TColumns, 'pg'>,
) => PgTableExtraConfigValue[];

/** The `id` of an entity table: a uuid primary key that PostgreSQL fills (gen_random_uuid()). */
const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

export type EntityColumns<TColumns> = { id: ReturnType<typeof uuidPrimaryKey> } & TColumns;

/** `pgTable` for a table of entities: its first column is the uuid `id` primary key, then come the given columns. */
export const entityTable = <TName extends string, TColumns extends Columns>(
  name: TName,
  columns: TColumns,
  extraConfig?: ExtraConfig<TName, EntityColumns<TColumns>>,
) => pgTable<TName, EntityColumns<TColumns>>(name, { id: uuidPrimaryKey(), ...columns }, extraConfig);

/** The `id` of a single-row table: always 1. */
const singleRowId = () => smallint('id').primaryKey().default(1);

type SingleRowColumns<TColumns> = { id: ReturnType<typeof singleRowId> } & TColumns &
  ReturnType<typeof versionAndTimestamps>;

/**
 * `pgTable` for firm-wide settings kept in one row: id 1 (a `<table>_single_row_check` refuses any other), the
 * settings' columns, then version and timestamps.
 */
export const singleRowTable = <TName extends string, TColumns extends Columns>(
  name: TName,
  columns: TColumns,
  extraConfig?: ExtraConfig<TName, SingleRowColumns<TColumns>>,
) =>
  pgTable<TName, SingleRowColumns<TColumns>>(
    name,
    { id: singleRowId(), ...columns, ...versionAndTimestamps() },
    (t) => [check(`${name}_single_row_check`, sql`${t.id} = 1`), ...(extraConfig?.(t) ?? [])],
  );
