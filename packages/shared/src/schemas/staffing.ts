import { z } from 'zod';
import { LANGUAGE_PROFICIENCIES, PRIORITIES } from '../enums.js';
import { isKnownTimeZone } from '../staffing/time-zones.js';

/** Resource request statuses (docs/product.md §3), in workflow order. */
export const RESOURCE_REQUEST_STATUSES = [
  'Draft',
  'Submitted',
  'In Review',
  'Partially Staffed',
  'Staffed',
  'Cancelled',
  'Rejected',
] as const;
export type ResourceRequestStatus = (typeof RESOURCE_REQUEST_STATUSES)[number];
/** Waiting for (more) people: what the queue and "open requests" show. */
export const OPEN_REQUEST_STATUSES = ['Submitted', 'In Review', 'Partially Staffed'] as const;
export const isOpenRequest = (status: ResourceRequestStatus, closedAt: string | null = null) =>
  closedAt === null && (OPEN_REQUEST_STATUSES as readonly string[]).includes(status);

export const PROPOSAL_STATUSES = ['proposed', 'accepted', 'declined'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const MAX_REQUEST_HOURS_PER_WEEK = 60;

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-21.' });
const hoursPerWeek = z
  .number({ error: 'Enter hours per week.' })
  .min(1, 'At least 1 hour per week.')
  .max(MAX_REQUEST_HOURS_PER_WEEK, `At most ${MAX_REQUEST_HOURS_PER_WEEK} hours per week.`);

export const skillRequirementSchema = z
  .object({
    category_id: z.uuid({ error: 'Choose a platform category.' }),
    product_id: z.uuid({ error: 'Choose a product.' }).nullable(),
    min_rating: z.number().int().min(1, 'Rating 1–5.').max(5, 'Rating 1–5.'),
    must: z.boolean(),
  })
  .strict();
export type SkillRequirement = z.infer<typeof skillRequirementSchema>;

export const certificationRequirementSchema = z
  .object({ certification_id: z.uuid({ error: 'Choose a certification.' }), must: z.boolean() })
  .strict();
export type CertificationRequirement = z.infer<typeof certificationRequirementSchema>;

export const languageRequirementSchema = z
  .object({
    language_id: z.uuid({ error: 'Choose a language.' }),
    min_proficiency: z.enum(LANGUAGE_PROFICIENCIES, { error: 'Choose a proficiency.' }),
    must: z.boolean(),
  })
  .strict();
export type LanguageRequirement = z.infer<typeof languageRequirementSchema>;

/** "Overlap ≥ 4 h with 9–17 Europe/Berlin working hours." */
export const timeZoneWindowSchema = z
  .object({
    zone: z.string().trim().refine(isKnownTimeZone, 'Choose a known time zone, e.g. Europe/Berlin.'),
    start_hour: z.number().int().min(0, 'Hours 0–24.').max(23, 'Hours 0–24.'),
    end_hour: z.number().int().min(1, 'Hours 0–24.').max(24, 'Hours 0–24.'),
    min_overlap_hours: z.number().min(0.5, 'At least half an hour.').max(12, 'At most 12 hours.'),
  })
  .strict()
  .refine((w) => w.end_hour > w.start_hour, { message: 'The window must end after it starts.', path: ['end_hour'] })
  .refine((w) => w.min_overlap_hours <= w.end_hour - w.start_hour, {
    message: 'The overlap cannot be longer than the window.',
    path: ['min_overlap_hours'],
  });
export type TimeZoneWindow = z.infer<typeof timeZoneWindowSchema>;

const requestFields = {
  engagement_id: z.uuid({ error: 'Choose an engagement.' }),
  engagement_role_id: z.uuid({ error: 'Choose a role.' }).nullable(),
  job_title_id: z.uuid({ error: 'Choose a job title.' }).nullable(),
  skills: z.array(skillRequirementSchema).max(20, 'At most 20 skills.'),
  certifications: z.array(certificationRequirementSchema).max(10, 'At most 10 certifications.'),
  languages: z.array(languageRequirementSchema).max(10, 'At most 10 languages.'),
  hours_per_week: hoursPerWeek,
  start_date: isoDate,
  end_date: isoDate,
  time_zone_window: timeZoneWindowSchema.nullable(),
  priority: z.enum(PRIORITIES, { error: 'Choose a priority.' }),
  notes: z.string().trim().max(5000, 'At most 5,000 characters.').nullable(),
};

type Draft = Partial<{
  start_date: string;
  end_date: string;
  skills: SkillRequirement[];
  certifications: CertificationRequirement[];
  languages: LanguageRequirement[];
}>;

/** Field issues no single field can see: dates in order and nothing listed twice. */
function crossCheck(value: Draft, ctx: z.RefinementCtx) {
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', message: 'The end date cannot be before the start date.', path: ['end_date'] });
  }
  const twice = <T>(list: T[] | undefined, keyOf: (item: T) => string, path: (i: number) => (string | number)[]) => {
    const seen = new Set<string>();
    list?.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'Listed twice.', path: path(index) });
      seen.add(key);
    });
  };
  twice(
    value.skills,
    (s) => `${s.category_id}/${s.product_id ?? ''}`,
    (i) => ['skills', i, 'product_id'],
  );
  twice(
    value.certifications,
    (c) => c.certification_id,
    (i) => ['certifications', i, 'certification_id'],
  );
  twice(
    value.languages,
    (l) => l.language_id,
    (i) => ['languages', i, 'language_id'],
  );
}

/** The form: save as a draft (`submit: false`) or submit at once. */
export const resourceRequestCreateSchema = z
  .object({
    ...requestFields,
    engagement_role_id: requestFields.engagement_role_id.default(null),
    job_title_id: requestFields.job_title_id.default(null),
    skills: requestFields.skills.default([]),
    certifications: requestFields.certifications.default([]),
    languages: requestFields.languages.default([]),
    time_zone_window: requestFields.time_zone_window.default(null),
    priority: requestFields.priority.default('medium'),
    notes: requestFields.notes.default(null),
    submit: z.boolean().default(false),
    /**
     * Submitting a request like an open one (same engagement and job title, overlapping dates) is refused with a
     * 409 naming it; true files it anyway, once the requester has seen the warning.
     */
    confirm_duplicate: z.boolean().default(false),
  })
  .strict()
  .superRefine(crossCheck);
export type ResourceRequestCreate = z.input<typeof resourceRequestCreateSchema>;
export type ResourceRequestCreateParsed = z.output<typeof resourceRequestCreateSchema>;

export const resourceRequestUpdateSchema = z.object(requestFields).partial().strict().superRefine(crossCheck);
export type ResourceRequestUpdate = z.infer<typeof resourceRequestUpdateSchema>;

export const reasonSchema = z
  .object({ reason: z.string().trim().min(1, 'Give a reason.').max(2000, 'At most 2,000 characters.') })
  .strict();
export type ReasonInput = z.infer<typeof reasonSchema>;

export const closeRequestSchema = z
  .object({ reason: z.string().trim().max(2000, 'At most 2,000 characters.').nullable().default(null) })
  .strict();

export const proposalSchema = z.object({
  id: z.uuid(),
  request_id: z.uuid(),
  consultant_id: z.uuid(),
  consultant_name: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  hours_per_week: z.number(),
  score: z.number().nullable(),
  assignment_id: z.uuid().nullable(),
  override_reason: z.string().nullable(),
  decline_reason: z.string().nullable(),
  proposed_by_name: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  version: z.number().int(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const resourceRequestSchema = z.object({
  id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  engagement_type: z.string(),
  engagement_start_date: z.string().nullable(),
  engagement_end_date: z.string().nullable(),
  client_id: z.uuid(),
  client_name: z.string(),
  requester_user_id: z.uuid().nullable(),
  requester_name: z.string().nullable(),
  engagement_role_id: z.uuid().nullable(),
  engagement_role: z.string().nullable(),
  job_title_id: z.uuid().nullable(),
  job_title: z.string().nullable(),
  skills: z.array(skillRequirementSchema.extend({ label: z.string() })),
  certifications: z.array(certificationRequirementSchema.extend({ label: z.string() })),
  languages: z.array(languageRequirementSchema.extend({ label: z.string() })),
  hours_per_week: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  time_zone_window: timeZoneWindowSchema.nullable(),
  priority: z.enum(PRIORITIES),
  notes: z.string().nullable(),
  status: z.enum(RESOURCE_REQUEST_STATUSES),
  status_reason: z.string().nullable(),
  hours_staffed: z.number(),
  age_days: z.number().int(),
  time_to_staff_days: z.number().int().nullable(),
  submitted_at: z.string().nullable(),
  staffed_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  proposals: z.array(proposalSchema),
});
export type ResourceRequest = z.infer<typeof resourceRequestSchema>;

export const RESOURCE_REQUEST_SORTS = ['newest', 'oldest', 'priority', 'start_date', 'age'] as const;
export type ResourceRequestSort = (typeof RESOURCE_REQUEST_SORTS)[number];

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const resourceRequestListQuerySchema = z.object({
  /** Only the caller's own requests (what a Project Manager always gets). */
  mine: booleanQuery,
  /** Only open ones (submitted, in review, partially staffed, not closed). */
  open: booleanQuery,
  status: z.enum(RESOURCE_REQUEST_STATUSES).optional(),
  priority: z.enum(PRIORITIES).optional(),
  engagement_id: z.uuid().optional(),
  client_id: z.uuid().optional(),
  requester_user_id: z.uuid().optional(),
  /** A platform product or category id required by the request. */
  skill_id: z.uuid().optional(),
  start_from: isoDate.optional(),
  start_to: isoDate.optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(RESOURCE_REQUEST_SORTS).default('newest'),
});
export type ResourceRequestListQuery = z.infer<typeof resourceRequestListQuerySchema>;

export const resourceRequestHistorySchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  actor_name: z.string().nullable(),
  at: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ResourceRequestHistory = z.infer<typeof resourceRequestHistorySchema>;

/**
 * A request as the person proposed for it (or staffed through it) sees it: the engagement, the role, their hours
 * and dates (the assignment's once booked), and the state of the proposal. No requester notes, scores or reasons.
 */
export const myProposalSchema = z.object({
  id: z.uuid(),
  request_id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  engagement_type: z.string(),
  client_name: z.string(),
  engagement_role: z.string().nullable(),
  job_title: z.string().nullable(),
  hours_per_week: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  request_status: z.enum(RESOURCE_REQUEST_STATUSES),
  /** The engagement assignment an accepted proposal booked (null while proposed, or once the booking is gone). */
  assignment_id: z.uuid().nullable(),
  proposed_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MyProposal = z.infer<typeof myProposalSchema>;
