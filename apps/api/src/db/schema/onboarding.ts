import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { timestamps, version } from './columns.js';
import { consultants } from './consultants.js';
import { candidates } from './recruiting.js';

/** A new hire's onboarding (issue 19 §5): started by hiring a candidate, one per consultant. */
export const onboardings = pgTable(
  'onboardings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .unique()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    startDate: date('start_date').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('onboardings_start_idx').on(t.startDate)],
);

/** A checklist task from the template: an owner and a due date relative to the start date. */
export const onboardingTasks = pgTable(
  'onboarding_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onboardingId: uuid('onboarding_id')
      .notNull()
      .references(() => onboardings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    ownerConsultantId: uuid('owner_consultant_id').references(() => consultants.id, { onDelete: 'set null' }),
    dueDate: date('due_date').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneByUserId: uuid('done_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('onboarding_tasks_onboarding_idx').on(t.onboardingId, t.position),
    index('onboarding_tasks_owner_idx').on(t.ownerConsultantId),
  ],
);
