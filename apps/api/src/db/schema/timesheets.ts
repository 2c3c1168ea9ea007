import { ANOMALY_CODES, TIMESHEET_CATEGORIES, TIMESHEET_STATUSES, type Anomaly } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { createdAt, oneOf, optionalRef, requiredRef, timestamps, versionAndTimestamps } from './columns.js';
import { indexesOn } from './constraints.js';
import { entityTable } from './tables.js';
import { consultants } from './consultants.js';
import { engagements } from './engagements.js';

/**
 * One person's week (Monday start). Status draft → submitted → approved | rejected; a rejected week is edited
 * and submitted again. `anomalies` is the rules module's verdict at submission, kept so approvers can filter.
 */
export const timesheetWeeks = entityTable(
  'timesheet_weeks',
  {
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    status: text('status', { enum: TIMESHEET_STATUSES }).notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: optionalRef('decided_by_user_id', () => user.id, { onDelete: 'set null' }),
    anomalies: jsonb('anomalies').$type<Anomaly[]>().notNull().default([]),
    anomalyCodes: text('anomaly_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...versionAndTimestamps(),
  },
  (t) => [
    unique('timesheet_weeks_consultant_week_key').on(t.consultantId, t.weekStart),
    check('timesheet_weeks_status_check', oneOf(t.status, TIMESHEET_STATUSES)),
    check('timesheet_weeks_monday_check', sql`extract(isodow from ${t.weekStart}) = 1`),
    check('timesheet_weeks_reason_check', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
    check(
      'timesheet_weeks_anomaly_codes_check',
      sql`${t.anomalyCodes} <@ array[${sql.raw(ANOMALY_CODES.map((c) => `'${c}'`).join(', '))}]::text[]`,
    ),
    index('timesheet_weeks_week_status_idx').on(t.weekStart, t.status),
    // Removing a user sets their decisions to null: without it, a scan of every week ever approved.
    index('timesheet_weeks_decided_by_user_id_idx')
      .on(t.decidedByUserId)
      .where(sql`${t.decidedByUserId} is not null`),
  ],
);

/** A row of the grid: an engagement or an internal category, with its billable flag. */
export const timesheetLines = entityTable(
  'timesheet_lines',
  {
    weekId: requiredRef('week_id', () => timesheetWeeks.id, { onDelete: 'cascade' }),
    engagementId: optionalRef('engagement_id', () => engagements.id, { onDelete: 'no action' }),
    category: text('category', { enum: TIMESHEET_CATEGORIES }).notNull(),
    billable: boolean('billable').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('timesheet_lines_week_engagement_category_key').on(t.weekId, t.engagementId, t.category).nullsNotDistinct(),
    check('timesheet_lines_category_check', oneOf(t.category, TIMESHEET_CATEGORIES)),
    check('timesheet_lines_engagement_check', sql`(${t.category} = 'engagement') = (${t.engagementId} is not null)`),
    ...indexesOn('timesheet_lines', t.engagementId),
  ],
);

/** Hours of one line on one day, with an optional note. */
export const timesheetEntries = entityTable(
  'timesheet_entries',
  {
    lineId: requiredRef('line_id', () => timesheetLines.id, { onDelete: 'cascade' }),
    entryDate: date('entry_date').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('timesheet_entries_line_date_key').on(t.lineId, t.entryDate),
    check('timesheet_entries_hours_check', sql`${t.hours} >= 0 and ${t.hours} <= 24`),
  ],
);

/** Firm-wide settings of the area (one row, id = 1). */
export const timesheetSettings = pgTable(
  'timesheet_settings',
  {
    id: integer('id').primaryKey().default(1),
    allocationThresholdPct: integer('allocation_threshold_pct').notNull().default(25),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('timesheet_settings_singleton_check', sql`${t.id} = 1`),
    check('timesheet_settings_threshold_check', sql`${t.allocationThresholdPct} between 1 and 200`),
  ],
);

/** Engagements that demand a note on every billable entry. */
export const engagementTimesheetSettings = pgTable('engagement_timesheet_settings', {
  engagementId: requiredRef('engagement_id', () => engagements.id, { onDelete: 'cascade' }).primaryKey(),
  notesRequired: boolean('notes_required').notNull().default(false),
  ...timestamps(),
});

/** One Friday reminder per person and week, whichever instance's job sends it. */
export const timesheetReminders = pgTable(
  'timesheet_reminders',
  {
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('timesheet_reminders_consultant_week_key').on(t.consultantId, t.weekStart)],
);
