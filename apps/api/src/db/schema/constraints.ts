import { sql } from 'drizzle-orm';
import { index, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** A plain index on each of the columns, named `<table>_<column>_idx` as the migrations name them. */
export const indexesOn = (table: string, ...columns: ExtraConfigColumn[]) =>
  columns.map((column) => index(`${table}_${column.name}_idx`).on(column));

/**
 * The two indexes of a search on a text column, named as the migrations name them: `<table>_<column>_lower_idx` on
 * lower(column) (case-insensitive order and matches) and `<table>_<column>_trgm_idx`, a GIN trigram index for
 * ILIKE '%…%' (pg_trgm).
 */
export const textSearchIndexes = (table: string, column: ExtraConfigColumn) => [
  index(`${table}_${column.name}_lower_idx`).on(sql`lower(${column})`),
  index(`${table}_${column.name}_trgm_idx`).using('gin', sql`${column} gin_trgm_ops`),
];
