import { check, date, index, jsonb, text, unique } from 'drizzle-orm/pg-core';
import type { TemperatureThresholds } from '@praxis/shared';
import { user } from './auth.js';
import { createdAt, oneOf, optionalRef, versionAndTimestamps } from './columns.js';
import { entityTable, singleRowTable } from './tables.js';
import { resourceRequests } from './staffing.js';
import { improvementRequests } from './work-items.js';

/** A note on one agenda item of one week's Monday meeting (docs/product.md §11.10); versioned, edited by several people. */
export const meetingNotes = entityTable(
  'meeting_notes',
  {
    weekStart: date('week_start').notNull(),
    itemKey: text('item_key').notNull(),
    body: text('body').notNull().default(''),
    updatedByUserId: optionalRef('updated_by_user_id', () => user.id, { onDelete: 'set null' }),
    ...versionAndTimestamps(),
  },
  (t) => [unique('meeting_notes_week_item_unique').on(t.weekStart, t.itemKey)],
);

export const MEETING_DECISION_KINDS = ['work_item', 'resource_request'] as const;

/**
 * A decision of the meeting, captured as a work item or a resource request in the same step and linked back to
 * the agenda item it came from. The link survives the record's deletion as null (the decision stays in the minutes).
 */
export const meetingDecisions = entityTable(
  'meeting_decisions',
  {
    weekStart: date('week_start').notNull(),
    itemKey: text('item_key').notNull(),
    itemLabel: text('item_label').notNull(),
    kind: text('kind', { enum: MEETING_DECISION_KINDS }).notNull(),
    title: text('title').notNull(),
    workItemId: optionalRef('work_item_id', () => improvementRequests.id, { onDelete: 'set null' }),
    resourceRequestId: optionalRef('resource_request_id', () => resourceRequests.id, { onDelete: 'set null' }),
    createdByUserId: optionalRef('created_by_user_id', () => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('meeting_decisions_kind_check', oneOf(t.kind, MEETING_DECISION_KINDS)),
    index('meeting_decisions_week_idx').on(t.weekStart, t.createdAt),
  ],
);

/** The computed temperature's limits (admin settings); no row = the defaults. */
export const temperatureSettings = singleRowTable('temperature_settings', {
  thresholds: jsonb('thresholds').$type<TemperatureThresholds>().notNull(),
});
