import { sql } from 'drizzle-orm';
import { check, numeric } from 'drizzle-orm/pg-core';
import { singleRowTable } from './tables.js';

/**
 * The command center's cost basis (admin settings): a standard cost per worked hour, so that margin = revenue −
 * worked hours × this rate. Per-person costs are not in the data model (consultants carry a bill rate only).
 */
export const kpiSettings = singleRowTable(
  'kpi_settings',
  {
    costPerHour: numeric('cost_per_hour', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [check('kpi_settings_cost_check', sql`${t.costPerHour} >= 0`)],
);
