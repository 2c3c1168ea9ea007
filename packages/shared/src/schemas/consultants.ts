import { z } from 'zod';
import { AVAILABILITY_STATUSES } from '../enums.js';
import { DEFAULT_EXPERTISE_RATING } from '../constants.js';
import { MESSAGES } from '../errors.js';
import { roleSchema } from './me.js';

/** The 14 fields a consultant update accepts (original §5). Anything else is refused with 422 naming it. */
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
const optionalUrl = z.url({ error: 'Enter a full URL starting with https://' }).max(2048).nullable();

export const consultantUpdateSchema = z
  .object({
    first_name: z.string().trim().min(1, 'First name is required.').max(100),
    last_name: z.string().trim().min(1, 'Last name is required.').max(100),
    photo_url: optionalUrl,
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
  })
  .partial()
  .strict();
export type ConsultantUpdate = z.infer<typeof consultantUpdateSchema>;

/** Job titles: trimmed, case-insensitive "CEO" is refused (original §5). */
export const isCeoTitle = (title: string) => title.trim().toLowerCase() === 'ceo';
export const jobTitleInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(100)
    .refine((title) => !isCeoTitle(title), MESSAGES.ceoTitle),
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
  version: z.number().int(),
});
export type Consultant = z.infer<typeof consultantSchema>;

export const consultantListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  availability: z.enum(AVAILABILITY_STATUSES).optional(),
  job_title_id: z.uuid().optional(),
});

export const jobTitleSchema = z.object({ id: z.uuid(), title: z.string(), member_count: z.number().int() });
export type JobTitle = z.infer<typeof jobTitleSchema>;

export const expertiseSchema = z.object({
  id: z.uuid(),
  consultant_id: z.uuid(),
  category_id: z.uuid(),
  product_id: z.uuid().nullable(),
  rating: z.number().int().min(1).max(5),
});

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
