import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, smallint } from 'drizzle-orm/pg-core';
import { versionAndTimestamps } from './columns.js';

/**
 * The command center's cost basis (admin settings): a standard cost per worked hour, so that margin = revenue −
 * worked hours × this rate. Per-person costs are not in the data model (consultants carry a bill rate only).
 */
export const kpiSettings = pgTable(
  'kpi_settings',
  {
    id: smallint('id').primaryKey().default(1),
    costPerHour: numeric('cost_per_hour', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('kpi_settings_single_row_check', sql`${t.id} = 1`),
    check('kpi_settings_cost_check', sql`${t.costPerHour} >= 0`),
  ],
);
