import { z } from 'zod';

/** One changed field of an audited write: what it was and what it became (null when absent). */
export const activityChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** One entry of a record's history (the audit log): who, when, what, and the fields that changed. */
export const recordActivitySchema = z.object({
  id: z.number().int(),
  /** The audited table, e.g. `engagements` or `engagement_consultants` (a team change). */
  entity: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  actor_name: z.string().nullable(),
  at: z.string(),
  changes: z.array(activityChangeSchema),
});
export type RecordActivity = z.infer<typeof recordActivitySchema>;
export type ActivityChange = z.infer<typeof activityChangeSchema>;
