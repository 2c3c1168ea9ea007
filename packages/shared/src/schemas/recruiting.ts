import { z } from 'zod';
import { webUrlSchema } from './common.js';

export const POSITION_STATUSES = ['draft', 'open', 'on_hold', 'filled', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
export const CANDIDATE_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type CandidateStage = (typeof CANDIDATE_STAGES)[number];
export const CANDIDATE_SOURCES = ['referral', 'job_board', 'agency', 'direct'] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
/** CVs: PDF or DOCX, checked by their bytes, at most this size. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

const text = (max: number) => z.string().trim().max(max);
const name = (label: string) => z.string().trim().min(1, `${label} is required.`).max(100);
const isoDate = z.iso.date({ error: 'Use a date like 2026-01-31.' });

export const positionSkillSchema = z
  .object({
    category_id: z.uuid({ error: 'Choose a category.' }),
    product_id: z.uuid({ error: 'Choose a product.' }).nullable().default(null),
    min_rating: z.number().int().min(1).max(5),
  })
  .strict();
export type PositionSkillInput = z.input<typeof positionSkillSchema>;

const positionFields = {
  title: z.string().trim().min(1, 'Title is required.').max(200),
  job_title_id: z.uuid({ error: 'Choose a job title.' }).nullable(),
  location: text(120).nullable(),
  time_zone: text(64).nullable(),
  hiring_manager_id: z.uuid({ error: 'Choose a hiring manager.' }).nullable(),
  target_start: isoDate.nullable(),
  headcount: z.number().int().min(1, 'At least one.').max(100),
  status: z.enum(POSITION_STATUSES, { error: 'Status must be draft, open, on hold, filled or closed.' }),
  description: text(5000).nullable(),
  skills: z.array(positionSkillSchema).max(20),
};

export const positionCreateSchema = z.object(positionFields).partial().required({ title: true }).strict();
export type PositionCreate = z.input<typeof positionCreateSchema>;
export const positionUpdateSchema = z.object(positionFields).partial().strict();
export type PositionUpdate = z.infer<typeof positionUpdateSchema>;

export const positionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  job_title_id: z.uuid().nullable(),
  job_title: z.string().nullable(),
  location: z.string().nullable(),
  time_zone: z.string().nullable(),
  hiring_manager_id: z.uuid().nullable(),
  hiring_manager_name: z.string().nullable(),
  target_start: z.string().nullable(),
  headcount: z.number().int(),
  status: z.enum(POSITION_STATUSES),
  description: z.string().nullable(),
  skills: z.array(
    z.object({
      category_id: z.uuid(),
      category: z.string(),
      product_id: z.uuid().nullable(),
      product: z.string().nullable(),
      min_rating: z.number().int(),
    }),
  ),
  candidate_count: z.number().int(),
  hired_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

export const positionListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(POSITION_STATUSES).optional(),
});
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;

const contactFields = {
  first_name: name('First name'),
  last_name: name('Last name'),
  email: z.email({ error: 'Enter a valid email address.' }).max(320),
  phone: text(40).nullable(),
  linkedin_url: webUrlSchema.nullable(),
};

/** Any employee refers someone for a position that is open. */
export const referralCreateSchema = z
  .object({
    position_id: z.uuid({ error: 'Choose a position.' }),
    ...contactFields,
    phone: contactFields.phone.optional(),
    linkedin_url: contactFields.linkedin_url.optional(),
    note: text(2000).nullable().optional(),
  })
  .strict();
export type ReferralCreate = z.input<typeof referralCreateSchema>;

/** What a referrer sees of their referral: its stage, nothing more. */
export const referralSchema = z.object({
  id: z.uuid(),
  candidate_name: z.string(),
  position_title: z.string(),
  stage: z.enum(CANDIDATE_STAGES),
  referred_at: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;

export const applicantCreateSchema = z
  .object({
    position_id: z.uuid({ error: 'Choose a position.' }),
    ...contactFields,
    phone: contactFields.phone.optional(),
    linkedin_url: contactFields.linkedin_url.optional(),
    source: z.enum(CANDIDATE_SOURCES, { error: 'Source must be referral, job board, agency or direct.' }),
    owner_id: z.uuid({ error: 'Choose an owner.' }).nullable().optional(),
    notes: text(5000).nullable().optional(),
  })
  .strict();
export type ApplicantCreate = z.input<typeof applicantCreateSchema>;

export const applicantUpdateSchema = z
  .object({
    position_id: z.uuid({ error: 'Choose a position.' }),
    ...contactFields,
    source: z.enum(CANDIDATE_SOURCES),
    owner_id: z.uuid({ error: 'Choose an owner.' }).nullable(),
    notes: text(5000).nullable(),
    stage: z.enum(CANDIDATE_STAGES, { error: 'Unknown stage.' }),
    rejection_reason: text(1000).nullable(),
    start_date: isoDate.nullable(),
  })
  .partial()
  .strict();
export type ApplicantUpdate = z.infer<typeof applicantUpdateSchema>;

export const applicantSchema = z.object({
  id: z.uuid(),
  position_id: z.uuid(),
  position_title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  source: z.enum(CANDIDATE_SOURCES),
  stage: z.enum(CANDIDATE_STAGES),
  stage_changed_at: z.string(),
  owner_id: z.uuid().nullable(),
  owner_name: z.string().nullable(),
  referrer_name: z.string().nullable(),
  notes: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  start_date: z.string().nullable(),
  cv_file_name: z.string().nullable(),
  erased: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicantListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  position_id: z.uuid().optional(),
  stage: z.enum(CANDIDATE_STAGES).optional(),
  source: z.enum(CANDIDATE_SOURCES).optional(),
});
export type ApplicantListQuery = z.infer<typeof applicantListQuerySchema>;

export const interviewCreateSchema = z
  .object({
    scheduled_at: z.iso.datetime({ offset: true, error: 'Use a date and time.' }),
    duration_minutes: z.number().int().min(15).max(480).default(60),
    interviewer_ids: z.array(z.uuid()).min(1, 'Choose at least one interviewer.').max(10),
  })
  .strict();
export type InterviewCreate = z.input<typeof interviewCreateSchema>;

export const scorecardInputSchema = z
  .object({
    ratings: z
      .array(
        z
          .object({
            category_id: z.uuid(),
            product_id: z.uuid().nullable().default(null),
            rating: z.number().int().min(1).max(5),
          })
          .strict(),
      )
      .max(20),
    recommendation: z.enum(RECOMMENDATIONS, { error: 'Choose a recommendation.' }),
    notes: text(5000).nullable().optional(),
  })
  .strict();
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

export const interviewSchema = z.object({
  id: z.uuid(),
  candidate_id: z.uuid(),
  scheduled_at: z.string(),
  duration_minutes: z.number().int(),
  interviewers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  scorecards: z.array(
    z.object({
      interviewer_id: z.uuid(),
      interviewer_name: z.string(),
      recommendation: z.enum(RECOMMENDATIONS),
      notes: z.string().nullable(),
      ratings: z.array(z.object({ category_id: z.uuid(), product_id: z.uuid().nullable(), rating: z.number() })),
      submitted_at: z.string(),
    }),
  ),
});
export type Interview = z.infer<typeof interviewSchema>;

export const retentionItemSchema = z.object({
  id: z.uuid(),
  candidate_name: z.string(),
  position_title: z.string(),
  rejected_at: z.string(),
});
export const retentionListSchema = z.object({ months: z.number().int(), items: z.array(retentionItemSchema) });
export type RetentionList = z.infer<typeof retentionListSchema>;
