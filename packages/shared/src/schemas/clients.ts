import { z } from 'zod';
import { CLIENT_STATUSES } from '../enums.js';
import { webUrlSchema } from './common.js';

const optionalUrl = webUrlSchema.nullable();
const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** What a client create accepts (docs/product.md §3 "clients"). */
export const clientCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200),
    logo_url: optionalUrl.optional(),
    industry: optionalText(120).optional(),
    website: optionalUrl.optional(),
    status: z.enum(CLIENT_STATUSES, { error: 'Status must be prospect, active or former.' }).default('prospect'),
    account_owner_id: z.uuid({ error: 'Choose an account owner.' }).nullable().optional(),
    notes: optionalText(5000).optional(),
  })
  .strict();
export type ClientCreate = z.input<typeof clientCreateSchema>;

export const clientUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200),
    logo_url: optionalUrl,
    industry: optionalText(120),
    website: optionalUrl,
    status: z.enum(CLIENT_STATUSES, { error: 'Status must be prospect, active or former.' }),
    account_owner_id: z.uuid({ error: 'Choose an account owner.' }).nullable(),
    notes: optionalText(5000),
  })
  .partial()
  .strict();
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

/** A client as the API returns it: its columns plus the account owner's name and engagement counts. */
export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  account_owner_id: z.uuid().nullable(),
  account_owner_name: z.string().nullable(),
  notes: z.string().nullable(),
  active_engagement_count: z.number().int(),
  engagement_count: z.number().int(),
  contact_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_SORTS = ['name', 'status', 'active_engagements', 'created_at'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  account_owner_id: z.uuid().optional(),
  sort: z.enum(CLIENT_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientContactInputSchema = z
  .object({
    first_name: z.string().trim().min(1, 'First name is required.').max(100),
    last_name: z.string().trim().min(1, 'Last name is required.').max(100),
    email: z.email({ error: 'Enter a valid email address.' }).max(320).nullable().optional(),
    phone: optionalText(40).optional(),
    title: optionalText(120).optional(),
    is_primary: z.boolean().default(false),
    notes: optionalText(5000).optional(),
  })
  .strict();
export type ClientContactInput = z.input<typeof clientContactInputSchema>;

export const clientContactUpdateSchema = z
  .object({
    first_name: z.string().trim().min(1, 'First name is required.').max(100),
    last_name: z.string().trim().min(1, 'Last name is required.').max(100),
    email: z.email({ error: 'Enter a valid email address.' }).max(320).nullable(),
    phone: optionalText(40),
    title: optionalText(120),
    is_primary: z.boolean(),
    notes: optionalText(5000),
  })
  .partial()
  .strict();
export type ClientContactUpdate = z.infer<typeof clientContactUpdateSchema>;

export const clientContactSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  is_primary: z.boolean(),
  notes: z.string().nullable(),
  version: z.number().int(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;
