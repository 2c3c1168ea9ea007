import type { ImportAction, ImportError } from '@praxis/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../lib/audit.js';
import type { ParsedRow } from './imports.parse.js';

/** What one data row would do, and the write that does it (absent for errors and unchanged rows). */
export interface RowPlan {
  key: string;
  action: ImportAction;
  errors: ImportError[];
  write?: (tx: Tx) => Promise<void>;
  /** What the kind's batch writer takes for this row (several rows in a few statements). */
  batched?: unknown;
}

/** One kind's rules over one file: what each row is compared with, and the catalogue values to create first. */
export interface KindSession {
  /** The row's natural key (e-mail, client name, …), lowercased; empty when the row has none. */
  keyOf(row: ParsedRow): string;
  plan(row: ParsedRow): RowPlan;
  /** Writes several planned rows at once; where it fails, the rows are written one by one instead. */
  writeBatch?(tx: Tx, batched: unknown[]): Promise<void>;
  /** Creates the catalogue values rows named that did not exist (create_missing), before any row is written. */
  createMissing(tx: Tx): Promise<void>;
}

export interface KindOptions {
  createMissing: boolean;
  /** Who imports: the modules whose writes the import goes through audit and notify in their name. */
  actor: Actor;
}

export type KindImporter = (db: Db, options: KindOptions) => Promise<KindSession>;

/** A row error of one cell. */
export const cellError = (row: ParsedRow, column: string | null, message: string): ImportError => ({
  row: row.row,
  column,
  message,
});

/** A cell's text, or undefined when the file has no such column or leaves it empty (the field stays as it is). */
export const given = (row: ParsedRow, column: string): string | undefined => {
  const value = row.cells[column];
  return value === undefined || value === '' ? undefined : value;
};

/** Compares a record's stored fields with what the row gives; absent fields are not compared. */
export function differs(current: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.entries(next).some(([field, value]) => value !== undefined && value !== (current[field] ?? null));
}

/** The plan of a row with errors: nothing is written. */
export const failed = (key: string, errors: ImportError[]): RowPlan => ({ key, action: 'error', errors });
