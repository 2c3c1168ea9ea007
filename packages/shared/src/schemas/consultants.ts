import { z } from 'zod';
import { AVAILABILITY_STATUSES, LANGUAGE_PROFICIENCIES } from '../enums.js';
import { DEFAULT_EXPERTISE_RATING } from '../constants.js';
import { MESSAGES } from '../errors.js';
import { webUrlSchema } from './common.js';
import { roleSchema } from './me.js';
import { isCeoTitle, titleCharacterProblem } from '../text-rules.js';

/** The 14 fields a consultant update accepts (docs/product.md §5). Anything else is refused with 422 naming it. */
export const CONSULTANT_UPDATE_FIELDS = [
  'first_name',
  'last_name',
  'photo_url',
  'email',
  'phone',
  'location',
  'bio',
  'availability_status',
  'start_date',
  'hourly_rate',
  'linkedin_url',
  'time_zone',
  'job_title_id',
  'role',
] as const;

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-21.' });
const optionalUrl = webUrlSchema.nullable();
/**
 * A photo is a file uploaded here (POST /api/consultants/{id}/photo answers its path) — never an outside address,
 * which would make every colleague's browser call a stranger's server (docs/decisions/007).
 */
export const UPLOADED_PHOTO_PATH = /^\/api\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
export const PHOTO_URL_MESSAGE = 'Upload a photo on the profile; outside addresses are not accepted.';
const photoUrl = z.string().trim().max(2048).regex(UPLOADED_PHOTO_PATH, PHOTO_URL_MESSAGE).nullable();

/** Every writable consultant field, as one object: the update takes any of them, the create a few required. */
const consultantFields = z.object({
  first_name: z.string().trim().min(1, 'First name is required.').max(100),
  last_name: z.string().trim().min(1, 'Last name is required.').max(100),
  photo_url: photoUrl,
  email: z.email({ error: 'Enter a valid email address.' }).max(320),
  phone: z.string().trim().max(40).nullable(),
  location: z.string().trim().max(120).nullable(),
  bio: z.string().max(5000).nullable(),
  availability_status: z.enum(AVAILABILITY_STATUSES),
  start_date: isoDate.nullable(),
  hourly_rate: z.number().min(0, 'Hourly rate cannot be negative.').max(100000).nullable(),
  linkedin_url: optionalUrl,
  time_zone: z.string().trim().max(64).nullable(),
  job_title_id: z.uuid().nullable(),
  role: roleSchema,
});

export const consultantUpdateSchema = consultantFields.partial().strict();
export type ConsultantUpdate = z.infer<typeof consultantUpdateSchema>;

/** Job titles: "CEO" — trimmed, any case, or anything that looks like it — is refused (docs/product.md §5). */
export const jobTitleInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(100)
    .refine((title) => !isCeoTitle(title), MESSAGES.ceoTitle)
    .superRefine((title, ctx) => {
      const problem = isCeoTitle(title) ? null : titleCharacterProblem(title);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export const expertiseInputSchema = z.object({
  category_id: z.uuid(),
  product_id: z.uuid().nullable().optional(),
  rating: z
    .number()
    .int()
    .min(1, 'Rating is between 1 and 5.')
    .max(5, 'Rating is between 1 and 5.')
    .default(DEFAULT_EXPERTISE_RATING),
});

/** A consultant as the API returns it: table columns (snake_case, the original's contract) plus the job title. */
export const consultantSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  availability_status: z.enum(AVAILABILITY_STATUSES),
  start_date: z.string().nullable(),
  hourly_rate: z.number().nullable(),
  linkedin_url: z.string().nullable(),
  time_zone: z.string().nullable(),
  job_title_id: z.uuid().nullable(),
  job_title: z.string().nullable(),
  role: roleSchema,
  /** Set when the consultant left the firm (archived): hidden from the directory, pickers and staffing. */
  left_on: z.string().nullable(),
  version: z.number().int(),
});
export type Consultant = z.infer<typeof consultantSchema>;

/** Archiving a leaver: their last day (YYYY-MM-DD). */
export const consultantArchiveSchema = z
  .object({ left_on: z.iso.date({ error: 'Enter the last day (YYYY-MM-DD).' }) })
  .strict();
export type ConsultantArchive = z.infer<typeof consultantArchiveSchema>;

/** A new consultant (`consultants.manage`): name and email required, the other 14 fields optional. */
export const consultantCreateSchema = consultantFields
  .partial()
  .required({ first_name: true, last_name: true, email: true })
  .strict();
export type ConsultantCreate = z.infer<typeof consultantCreateSchema>;

export const CONSULTANT_SORTS = [
  'name',
  '-name',
  'job_title',
  'location',
  'availability',
  'start_date',
  '-start_date',
] as const;
export type ConsultantSort = (typeof CONSULTANT_SORTS)[number];

/** Directory search and filters (all applied in SQL). A minimum rating needs a category or a product. */
export const consultantListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  availability: z.enum(AVAILABILITY_STATUSES).optional(),
  job_title_id: z.uuid().optional(),
  category_id: z.uuid().optional(),
  product_id: z.uuid().optional(),
  min_rating: z.coerce
    .number()
    .int()
    .min(1, 'Rating is between 1 and 5.')
    .max(5, 'Rating is between 1 and 5.')
    .optional(),
  language_id: z.uuid().optional(),
  location: z.string().trim().max(120).optional(),
  sort: z.enum(CONSULTANT_SORTS).optional(),
  /** 'true': the archived (people who left), for those who manage consultants. */
  archived: z.enum(['true', 'false'], { error: 'archived is true or false.' }).optional(),
});
export type ConsultantListQuery = z.infer<typeof consultantListQuerySchema>;

/** A directory card: the consultant plus the top skills, certifications and languages. */
export const consultantCardSchema = consultantSchema.extend({
  top_skills: z.array(z.object({ category: z.string(), product: z.string().nullable(), rating: z.number().int() })),
  certifications: z.array(z.object({ name: z.string(), expires_on: z.string().nullable() })),
  languages: z.array(z.object({ name: z.string(), proficiency: z.enum(LANGUAGE_PROFICIENCIES) })),
  /** With a search (`q`): the best-rated skill (product, else category) that matched it, if a skill did. */
  matched_skill: z.string().nullable().optional(),
});
export type ConsultantCard = z.infer<typeof consultantCardSchema>;

export const jobTitleSchema = z.object({ id: z.uuid(), title: z.string(), member_count: z.number().int() });
export type JobTitle = z.infer<typeof jobTitleSchema>;

export const expertiseSchema = z.object({
  id: z.uuid(),
  consultant_id: z.uuid(),
  category_id: z.uuid(),
  product_id: z.uuid().nullable(),
  rating: z.number().int().min(1).max(5),
});
export type Expertise = z.infer<typeof expertiseSchema>;
export type ExpertiseInput = z.output<typeof expertiseInputSchema>;

export const userRolesInputSchema = z
  .object({
    primary_role: roleSchema,
    additional_roles: z.array(roleSchema).max(3).default([]),
  })
  .strict();
export const userRolesSchema = z.object({
  user_id: z.uuid(),
  primary_role: roleSchema,
  additional_roles: z.array(roleSchema),
});

/* — Profile sub-collections — */

export const expertiseUpdateSchema = z
  .object({ rating: z.number().int().min(1, 'Rating is between 1 and 5.').max(5, 'Rating is between 1 and 5.') })
  .strict();

export const educationInputSchema = z
  .object({ education: z.string().trim().min(1, 'Describe the degree or course.').max(300) })
  .strict();

const optionalDate = isoDate.nullable().optional();
export const certificationLinkInputSchema = z
  .object({
    certification_id: z.uuid({ error: 'Choose a certification.' }),
    issued_on: optionalDate,
    expires_on: optionalDate,
    credential_url: webUrlSchema.nullable().optional(),
  })
  .strict()
  .refine((value) => !value.issued_on || !value.expires_on || value.expires_on >= value.issued_on, {
    message: 'The expiry date cannot be before the issue date.',
    path: ['expires_on'],
  });
export type CertificationLinkInput = z.infer<typeof certificationLinkInputSchema>;

export const languageLinkInputSchema = z
  .object({
    language_id: z.uuid({ error: 'Choose a language.' }),
    proficiency: z.enum(LANGUAGE_PROFICIENCIES, {
      error: 'Proficiency is one of: basic, conversational, fluent, native.',
    }),
  })
  .strict();
export const languageLinkUpdateSchema = languageLinkInputSchema.pick({ proficiency: true }).strict();

/** Certifications within this many days of expiry are flagged "expiring". */
export const CERTIFICATION_EXPIRY_WARNING_DAYS = 90;
export const CERTIFICATION_STATUSES = ['valid', 'expiring', 'expired'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const profileExpertiseSchema = expertiseSchema.extend({
  category_name: z.string(),
  product_name: z.string().nullable(),
});
export const profileEducationSchema = z.object({ id: z.uuid(), education: z.string() });
export const profileCertificationSchema = z.object({
  id: z.uuid(),
  certification_id: z.uuid(),
  name: z.string(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  credential_url: z.string().nullable(),
  status: z.enum(CERTIFICATION_STATUSES),
});
export const profileLanguageSchema = z.object({
  id: z.uuid(),
  language_id: z.uuid(),
  name: z.string(),
  proficiency: z.enum(LANGUAGE_PROFICIENCIES),
});
export const profileEngagementSchema = z.object({
  id: z.uuid(),
  engagement_id: z.uuid(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  client_name: z.string(),
  engagement_role: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  hours_allocated: z.number().nullable(),
  hours_used: z.number(),
  is_current: z.boolean(),
});

/** Everything the profile page shows, in one read. */
export const consultantProfileSchema = z.object({
  consultant: consultantSchema,
  can_edit: z.boolean(),
  expertise: z.array(profileExpertiseSchema),
  education: z.array(profileEducationSchema),
  certifications: z.array(profileCertificationSchema),
  languages: z.array(profileLanguageSchema),
  engagements: z.array(profileEngagementSchema),
  allocation: z.object({
    current_engagements: z.number().int(),
    hours_allocated: z.number(),
    hours_used: z.number(),
  }),
});
export type ConsultantProfile = z.infer<typeof consultantProfileSchema>;

/* — Skills inventory: consultant × product matrix — */

export const skillsMatrixQuerySchema = z
  .object({
    category_id: z.uuid().optional(),
    product_id: z.uuid().optional(),
    min_rating: z.coerce
      .number()
      .int()
      .min(1, 'Rating is between 1 and 5.')
      .max(5, 'Rating is between 1 and 5.')
      .default(1),
  })
  .refine((value) => value.category_id || value.product_id, {
    message: 'Choose a platform category or a product.',
    path: ['category_id'],
  });
export const skillsMatrixSchema = z.object({
  products: z.array(z.object({ id: z.uuid(), name: z.string(), category_name: z.string() })),
  items: z.array(
    z.object({
      consultant_id: z.uuid(),
      first_name: z.string(),
      last_name: z.string(),
      job_title: z.string().nullable(),
      /** product id → rating, only for the products listed. */
      ratings: z.record(z.string(), z.number().int()),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SkillsMatrix = z.infer<typeof skillsMatrixSchema>;

/** A photo upload: images only, at most 2 MB (checked by magic bytes on the server). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
