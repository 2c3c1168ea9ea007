import { date, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { optionalRef, requiredRef, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { consultants } from './consultants.js';
import { candidates } from './recruiting.js';

/** A new hire's onboarding (docs/product.md §11.12): started by hiring a candidate, one per consultant. */
export const onboardings = entityTable(
  'onboardings',
  {
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }).unique(),
    candidateId: optionalRef('candidate_id', () => candidates.id, { onDelete: 'set null' }),
    startDate: date('start_date').notNull(),
    ...versionAndTimestamps(),
  },
  (t) => [index('onboardings_start_idx').on(t.startDate)],
);

/** A checklist task from the template: an owner and a due date relative to the start date. */
export const onboardingTasks = entityTable(
  'onboarding_tasks',
  {
    onboardingId: requiredRef('onboarding_id', () => onboardings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    ownerConsultantId: optionalRef('owner_consultant_id', () => consultants.id, { onDelete: 'set null' }),
    dueDate: date('due_date').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneByUserId: optionalRef('done_by_user_id', () => user.id, { onDelete: 'set null' }),
    ...versionAndTimestamps(),
  },
  (t) => [
    index('onboarding_tasks_onboarding_idx').on(t.onboardingId, t.position),
    index('onboarding_tasks_owner_idx').on(t.ownerConsultantId),
  ],
);
