import { index, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** A plain index on each of the columns, named `<table>_<column>_idx` as the migrations name them. */
export const indexesOn = (table: string, ...columns: ExtraConfigColumn[]) =>
  columns.map((column) => index(`${table}_${column.name}_idx`).on(column));
