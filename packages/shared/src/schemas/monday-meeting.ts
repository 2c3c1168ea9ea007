import { z } from 'zod';
import { TEMPERATURES } from '../enums.js';
import { engagementHealthSchema } from './status-updates.js';
import { resourceRequestCreateSchema } from './staffing.js';
import { workItemCreateSchema } from './work-items.js';

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-23.' });

/**
 * An agenda item's key: its kind and the id of what it is about, e.g. `engagement:<uuid>`, `person:<uuid>`,
 * `section:staffing`. Notes and decisions hang on it.
 */
export const MEETING_ITEM_KINDS = ['section', 'engagement', 'request', 'person', 'update', 'risk'] as const;
export const meetingItemKeySchema = z
  .string()
  .regex(/^(section|engagement|request|person|update|risk):[a-z0-9-]{1,80}$/, 'Not a valid agenda item.');

export const MEETING_SECTIONS = [
  'engagements',
  'updates',
  'staffing',
  'allocation',
  'movements',
  'timesheets',
  'risks',
  'decisions',
] as const;
export type MeetingSection = (typeof MEETING_SECTIONS)[number];

export const meetingWeekQuerySchema = z.object({ week: isoDate.optional() });

const change = z.object({
  field: z.enum(['status', 'project_temperature']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  at: z.string(),
});

const person = z.object({
  consultant_id: z.uuid(),
  name: z.string(),
  job_title: z.string().nullable(),
});

export const meetingDecisionSchema = z.object({
  id: z.uuid(),
  week: z.string(),
  item_key: z.string(),
  item_label: z.string(),
  kind: z.enum(['work_item', 'resource_request']),
  title: z.string(),
  target_id: z.uuid().nullable(),
  /** The linked record's current status; null when it was deleted since. */
  target_status: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type MeetingDecision = z.infer<typeof meetingDecisionSchema>;

export const meetingNoteSchema = z.object({
  item_key: z.string(),
  body: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type MeetingNote = z.infer<typeof meetingNoteSchema>;

export const meetingAgendaSchema = z.object({
  week: z.string(),
  /** The day the data is read as of: today within the week, its Sunday for a past week, its Monday ahead. */
  as_of: z.string(),
  engagements: z.array(engagementHealthSchema.extend({ changes: z.array(change) })),
  updates_sent: z.array(
    z.object({
      id: z.uuid(),
      engagement_id: z.uuid(),
      engagement_name: z.string(),
      overall_status: z.enum(TEMPERATURES),
      sent_at: z.string(),
      author: z.string().nullable(),
    }),
  ),
  updates_missing: z.array(
    z.object({
      engagement_id: z.uuid(),
      engagement_name: z.string(),
      days_since_update: z.number().int().nullable(),
    }),
  ),
  requests_waiting: z.array(
    z.object({
      id: z.uuid(),
      engagement_id: z.uuid(),
      engagement_name: z.string(),
      job_title: z.string().nullable(),
      status: z.string(),
      hours_per_week: z.number(),
      start_date: z.string(),
      age_days: z.number().int(),
    }),
  ),
  over_allocated: z.array(person.extend({ hours: z.number(), capacity: z.number(), percent: z.number().int() })),
  under_allocated: z.array(person.extend({ hours: z.number(), capacity: z.number(), percent: z.number().int() })),
  roll_offs: z.array(
    person.extend({
      engagement_id: z.uuid(),
      engagement_name: z.string(),
      date: z.string(),
      follow_on: z.boolean(),
    }),
  ),
  starts: z.array(person.extend({ engagement_id: z.uuid(), engagement_name: z.string(), date: z.string() })),
  missing_timesheets: z.object({ week: z.string(), people: z.array(person) }),
  overdue_risks: z.array(
    z.object({
      key: z.string(),
      update_id: z.uuid(),
      engagement_id: z.uuid(),
      engagement_name: z.string(),
      kind: z.enum(['risk', 'issue']),
      title: z.string(),
      owner: z.string().nullable(),
      due_date: z.string(),
      days_overdue: z.number().int(),
    }),
  ),
  /** Running engagements whose forecast ends over budget, furthest over first (proposals alone tip some over). */
  over_budget: z.array(
    z.object({
      engagement_id: z.uuid(),
      engagement_name: z.string(),
      engagement_type: z.string(),
      budget_hours: z.number(),
      over_by_hours: z.number(),
      runs_out_on: z.string().nullable(),
      /** Over only if the open proposals are accepted. */
      only_with_proposals: z.boolean(),
      explanation: z.string(),
    }),
  ),
  notes: z.array(meetingNoteSchema),
  decisions: z.array(meetingDecisionSchema),
  last_week_decisions: z.array(meetingDecisionSchema),
});
export type MeetingAgenda = z.infer<typeof meetingAgendaSchema>;

export const meetingNoteInputSchema = z
  .object({
    week: isoDate,
    item_key: meetingItemKeySchema,
    body: z.string().max(10_000, 'Keep notes under 10,000 characters.'),
  })
  .strict();
export type MeetingNoteInput = z.infer<typeof meetingNoteInputSchema>;

const decisionBase = {
  week: isoDate,
  item_key: meetingItemKeySchema,
  item_label: z.string().trim().min(1).max(300),
};

/** A decision becomes a work item or a resource request in one step, linked back to its agenda item. */
export const meetingDecisionInputSchema = z.discriminatedUnion('kind', [
  z.object({ ...decisionBase, kind: z.literal('work_item'), work_item: workItemCreateSchema }).strict(),
  z
    .object({ ...decisionBase, kind: z.literal('resource_request'), resource_request: resourceRequestCreateSchema })
    .strict(),
]);
export type MeetingDecisionInput = z.input<typeof meetingDecisionInputSchema>;
export type MeetingDecisionParsed = z.output<typeof meetingDecisionInputSchema>;
