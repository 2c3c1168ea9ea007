import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { PRIORITIES, WORK_ITEM_KINDS, WORK_ITEM_STATUSES } from '@praxis/shared';
import { user } from './auth.js';
import { createdAt, oneOf, optionalRef, requiredRef, version, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn, textSearchIndexes } from './constraints.js';
import { consultants } from './consultants.js';
import { engagements } from './engagements.js';

/** Work items (original: improvement requests), internal or tied to an engagement, shown on kanban boards. */
export const improvementRequests = entityTable(
  'improvement_requests',
  {
    name: text('name').notNull(),
    category: text('category'),
    problemStatement: text('problem_statement'),
    proposedSolution: text('proposed_solution'),
    status: text('status', { enum: WORK_ITEM_STATUSES }).notNull().default('Requested'),
    kind: text('kind', { enum: WORK_ITEM_KINDS }).notNull().default('internal'),
    engagementId: optionalRef('engagement_id', () => engagements.id, { onDelete: 'cascade' }),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    /** The requester's account and consultant profile (docs/product.md §7 bug report payload). */
    userId: optionalRef('user_id', () => user.id, { onDelete: 'set null' }),
    consultantId: optionalRef('consultant_id', () => consultants.id, { onDelete: 'set null' }),
    assigneeId: optionalRef('assignee_id', () => consultants.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    /** Order within a board column (status); fractional so a move rewrites one row. */
    position: doublePrecision('position').notNull().default(0),
    /** Technical details attached by the error page's bug report. */
    errorDetails: jsonb('error_details'),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('improvement_requests_status_check', oneOf(t.status, WORK_ITEM_STATUSES)),
    check('improvement_requests_kind_check', oneOf(t.kind, WORK_ITEM_KINDS)),
    check('improvement_requests_priority_check', oneOf(t.priority, PRIORITIES)),
    check('improvement_requests_engagement_check', sql`${t.kind} <> 'engagement' or ${t.engagementId} is not null`),
    index('improvement_requests_board_idx').on(t.kind, t.status, t.position),
    ...indexesOn(
      'improvement_requests',
      t.status,
      t.engagementId,
      t.userId,
      t.consultantId,
      t.assigneeId,
      t.priority,
      t.dueDate,
    ),
    ...textSearchIndexes('improvement_requests', t.name),
  ],
);

export const improvementRequestComments = entityTable(
  'improvement_request_comments',
  {
    requestId: requiredRef('request_id', () => improvementRequests.id, { onDelete: 'cascade' }),
    authorUserId: optionalRef('author_user_id', () => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Set when the author edits the comment (shown as "edited"). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [
    index('improvement_request_comments_request_created_idx').on(t.requestId, t.createdAt),
    ...indexesOn('improvement_request_comments', t.authorUserId),
  ],
);
