import { z } from 'zod';
import { ENGAGEMENT_TYPES, PRIORITIES } from '../enums.js';
import { DEFAULT_WEIGHTS, SCORE_PARTS } from '../staffing/score.js';
import { budgetRiskSchema } from './forecast.js';
import { RESOURCE_REQUEST_STATUSES } from './staffing.js';

const weight = z.number({ error: 'Enter a weight.' }).min(0, 'Weights 0–100.').max(100, 'Weights 0–100.');
export const weightsSchema = z
  .object(
    Object.fromEntries(SCORE_PARTS.map((part) => [part, weight])) as Record<
      (typeof SCORE_PARTS)[number],
      typeof weight
    >,
  )
  .strict()
  .refine((w) => Object.values(w).some((value) => value > 0), { message: 'At least one weight must be above 0.' });

export const SCORE_PART_LABELS: Record<(typeof SCORE_PARTS)[number], string> = {
  skills: 'Skills',
  certifications: 'Certifications',
  languages: 'Languages',
  time_zone: 'Time-zone overlap',
  availability: 'Availability',
  utilisation: 'Utilisation after booking',
  job_title: 'Job title',
};

export const staffingSettingsSchema = z.object({ weights: weightsSchema, version: z.number().int() });
export type StaffingSettings = z.infer<typeof staffingSettingsSchema>;
export { DEFAULT_WEIGHTS };

export const matchPartSchema = z.object({
  part: z.enum(SCORE_PARTS),
  points: z.number(),
  ok: z.boolean().nullable(),
  must_miss: z.boolean(),
  details: z.array(z.string()),
});

export const candidateSchema = z.object({
  consultant_id: z.uuid(),
  name: z.string(),
  job_title: z.string().nullable(),
  location: z.string().nullable(),
  time_zone: z.string().nullable(),
  score: z.number(),
  excluded: z.boolean(),
  parts: z.array(matchPartSchema),
  explanation: z.string(),
  weeks_free: z.number().int(),
  weeks_total: z.number().int(),
  utilisation_after: z.number(),
  /** Already proposed for this request (status of that proposal). */
  proposal_status: z.enum(['proposed', 'accepted', 'declined']).nullable(),
});
export type CandidateMatch = z.infer<typeof candidateSchema>;

export const candidateListSchema = z.object({
  total: z.number().int(),
  items: z.array(candidateSchema),
});

export const candidateQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(2000).default(50),
  include_excluded: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(true),
});

export const weightsPreviewInputSchema = z
  .object({ weights: weightsSchema, request_id: z.uuid().nullable().default(null) })
  .strict();

export const weightsPreviewSchema = z.object({
  request: z.object({ id: z.uuid(), label: z.string() }).nullable(),
  current: z.array(z.object({ consultant_id: z.uuid(), name: z.string(), score: z.number() })),
  proposed: z.array(
    z.object({
      consultant_id: z.uuid(),
      name: z.string(),
      score: z.number(),
      /** Places moved against the current weights (positive: up); null when new in the top 10. */
      moved: z.number().int().nullable(),
    }),
  ),
});
export type WeightsPreview = z.infer<typeof weightsPreviewSchema>;

export const proposeInputSchema = z
  .object({
    consultant_ids: z
      .array(z.uuid({ error: 'Not a valid consultant id.' }))
      .min(1, 'Choose someone.')
      .max(20),
    hours_per_week: z.number().min(1, 'At least 1 hour per week.').max(60, 'At most 60 hours per week.').optional(),
    /** Propose and accept in one step (from the queue). */
    accept: z.boolean().default(false),
    override_reason: z.string().trim().min(1).max(2000).nullable().default(null),
  })
  .strict();
export type ProposeInput = z.input<typeof proposeInputSchema>;

export const acceptInputSchema = z
  .object({
    /** Booking over capacity needs this: it is audited and shown on the request. */
    override_reason: z.string().trim().min(1, 'Give a reason for booking over capacity.').max(2000).nullable(),
  })
  .partial()
  .strict();
export type AcceptInput = z.infer<typeof acceptInputSchema>;

export const queueItemSchema = z.object({
  id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  client_name: z.string(),
  requester_name: z.string().nullable(),
  job_title: z.string().nullable(),
  engagement_role: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  status: z.enum(RESOURCE_REQUEST_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  hours_per_week: z.number(),
  hours_remaining: z.number(),
  age_days: z.number().int(),
  version: z.number().int(),
  budget_risk: budgetRiskSchema
    .nullable()
    .describe("Set when staffing the open hours as asked ends the engagement's forecast over budget"),
  top: z.array(
    z.object({
      consultant_id: z.uuid(),
      name: z.string(),
      score: z.number(),
      excluded: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueSchema = z.object({ items: z.array(queueItemSchema), total: z.number().int() });

export const BOARD_AVAILABILITY = ['bench', 'free', 'full', 'over', 'rolling_off'] as const;
export const boardQuerySchema = z.object({
  from: z.iso.date({ error: 'Use a date like 2026-11-23.' }).optional(),
  weeks: z.coerce.number().int().min(1).max(26).default(12),
  q: z.string().trim().max(200).optional(),
  job_title_id: z.uuid().optional(),
  location: z.string().trim().max(200).optional(),
  skill_id: z.uuid().optional(),
  min_rating: z.coerce.number().int().min(1).max(5).optional(),
  availability: z.enum(BOARD_AVAILABILITY).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** A confirmed booking (an engagement's assignment of the person) that overlaps the weeks shown. */
export const boardBookingSchema = z.object({
  id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_type: z.enum(ENGAGEMENT_TYPES),
  engagement_name: z.string(),
  start_date: z.iso.date(),
  end_date: z.iso.date(),
  /** The assignment's hours spread evenly over its weeks (as the board's cells count them). */
  hours_per_week: z.number(),
  hours_allocated: z.number(),
  version: z.number().int(),
  /** The viewer may change this engagement's team (admins; the engagement's managers). */
  can_manage: z.boolean(),
});
export type BoardBooking = z.infer<typeof boardBookingSchema>;

export const boardRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  job_title: z.string().nullable(),
  location: z.string().nullable(),
  /** Confirmed hours per week, one per week of `weeks`. */
  hours: z.array(z.number()),
  /** Proposed (tentative) hours per week. */
  tentative: z.array(z.number()),
  /** An assignment ends within the next four weeks. */
  rolling_off: z.boolean(),
  capacity: z.number(),
  /** Capacity per week of `weeks` after approved time off and public holidays (calendar's daysOff). */
  capacity_by_week: z.array(z.number()),
  /** Confirmed bookings overlapping the weeks shown, earliest first. */
  bookings: z.array(boardBookingSchema),
});
export type BoardRow = z.infer<typeof boardRowSchema>;
export const boardSchema = z.object({
  weeks: z.array(z.string()),
  total: z.number().int(),
  rows: z.array(boardRowSchema),
});
export type StaffingBoard = z.infer<typeof boardSchema>;
