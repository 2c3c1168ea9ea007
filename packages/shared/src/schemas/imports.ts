import { z } from 'zod';
import {
  AVAILABILITY_STATUSES,
  BILLING_TYPES,
  CLIENT_STATUSES,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  LANGUAGE_PROFICIENCIES,
  TEMPERATURES,
} from '../enums.js';

/** What can be imported from a spreadsheet, in the order a new firm loads them. */
export const IMPORT_KINDS = [
  'consultants',
  'clients',
  'contacts',
  'engagements',
  'assignments',
  'timesheet_hours',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  consultants: 'Consultants',
  clients: 'Clients',
  contacts: 'Client contacts',
  engagements: 'Engagements',
  assignments: 'Assignments (who is on which engagement)',
  timesheet_hours: 'Approved timesheet hours (history)',
};

/** Refused before parsing: the upload, an .xlsx's unpacked size, the rows of one file. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** Files with more data rows than this run as a job the screen follows; smaller ones answer at once. */
export const IMPORT_INLINE_ROWS = 2_000;

export interface ImportColumn {
  name: string;
  required?: boolean;
  description: string;
  example: string;
}

/** `a, b, c or d`: the allowed values as the template's help names them, from the enums the API validates with. */
const oneOf = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

const SKILLS_HELP =
  '`Category/Product:rating` entries (rating 1–5) separated by `|`; `Category:rating` without a product';

/** Who and on which engagement: the first columns of assignments and of timesheet hours. */
const PERSON_ON_ENGAGEMENT: readonly ImportColumn[] = [
  {
    name: 'email',
    required: true,
    description: 'The consultant’s e-mail (they must exist)',
    example: 'dana.lee@example.com',
  },
  { name: 'client', required: true, description: 'The engagement’s client', example: 'Northwind Logistics' },
  { name: 'engagement', required: true, description: 'The engagement’s name', example: 'Data platform migration' },
];

/** The columns of each kind: the API's field names, so an export imports back unchanged. */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  consultants: [
    { name: 'first_name', required: true, description: 'First name', example: 'Dana' },
    { name: 'last_name', required: true, description: 'Last name', example: 'Lee' },
    {
      name: 'email',
      required: true,
      description: 'E-mail, the key: an existing e-mail updates',
      example: 'dana.lee@example.com',
    },
    { name: 'job_title', description: 'A job title of the catalogue', example: 'Senior Consultant' },
    { name: 'location', description: 'Office or city', example: 'Berlin' },
    { name: 'time_zone', description: 'IANA time zone', example: 'Europe/Berlin' },
    { name: 'hourly_rate', description: 'Hourly rate, a number ≥ 0', example: '120' },
    { name: 'start_date', description: 'First day, yyyy-MM-dd', example: '2024-03-01' },
    {
      name: 'availability_status',
      description: oneOf(AVAILABILITY_STATUSES),
      example: 'available',
    },
    { name: 'phone', description: 'Phone number', example: '+49 30 1234567' },
    { name: 'skills', description: SKILLS_HELP, example: 'Cloud/Azure Data Factory:4|Data/Power BI:3' },
    {
      name: 'certifications',
      description: '`Name:issued_on:expires_on` entries (dates yyyy-MM-dd, either may be empty) separated by `|`',
      example: 'Azure Data Engineer Associate:2024-01-15:2026-01-15',
    },
    {
      name: 'languages',
      description: `\`Language:level\` entries (${LANGUAGE_PROFICIENCIES.join(', ')}) separated by \`|\``,
      example: 'English:fluent|German:native',
    },
  ],
  clients: [
    {
      name: 'name',
      required: true,
      description: 'Client name, the key: an existing name updates',
      example: 'Northwind Logistics',
    },
    { name: 'status', description: oneOf(CLIENT_STATUSES), example: 'active' },
    { name: 'industry', description: 'Industry', example: 'Logistics' },
    { name: 'website', description: 'https:// address', example: 'https://northwind.example' },
    {
      name: 'account_owner_email',
      description: 'E-mail of the consultant who owns the account',
      example: 'dana.lee@example.com',
    },
    { name: 'notes', description: 'Notes', example: 'Met at the logistics fair' },
  ],
  contacts: [
    {
      name: 'client',
      required: true,
      description: 'The client’s name (it must exist)',
      example: 'Northwind Logistics',
    },
    { name: 'first_name', required: true, description: 'First name', example: 'Sam' },
    { name: 'last_name', required: true, description: 'Last name', example: 'Porter' },
    {
      name: 'email',
      required: true,
      description: 'E-mail, the key within the client',
      example: 'sam.porter@northwind.example',
    },
    { name: 'phone', description: 'Phone number', example: '+44 20 7946 0000' },
    { name: 'title', description: 'Their title', example: 'CIO' },
    { name: 'is_primary', description: 'true or false', example: 'false' },
  ],
  engagements: [
    {
      name: 'client',
      required: true,
      description: 'The client’s name (it must exist)',
      example: 'Northwind Logistics',
    },
    {
      name: 'name',
      required: true,
      description: 'Engagement name; client + name is the key: an existing one updates',
      example: 'Data platform migration',
    },
    { name: 'type', description: `${oneOf(ENGAGEMENT_TYPES)}; required for a new engagement`, example: 'project' },
    { name: 'status', description: oneOf(ENGAGEMENT_STATUSES), example: 'active' },
    { name: 'project_temperature', description: oneOf(TEMPERATURES), example: 'green' },
    { name: 'start_date', description: 'yyyy-MM-dd', example: '2026-01-05' },
    { name: 'end_date', description: 'yyyy-MM-dd, not before the start', example: '2026-06-30' },
    { name: 'billing_type', description: oneOf(BILLING_TYPES), example: 'time_and_materials' },
    { name: 'budget_hours', description: 'Hours, a number ≥ 0', example: '1200' },
    { name: 'budget_amount', description: 'Amount, a number ≥ 0', example: '180000' },
    { name: 'currency', description: 'Three-letter code', example: 'EUR' },
    { name: 'description', description: 'Description', example: 'Move the warehouse to the cloud' },
  ],
  assignments: [
    ...PERSON_ON_ENGAGEMENT,
    {
      name: 'engagement_role',
      description: 'A role of the catalogue; empty for a team member. Person + engagement + role is the key',
      example: 'Developer',
    },
    { name: 'start_date', required: true, description: 'yyyy-MM-dd, within the engagement', example: '2026-01-05' },
    { name: 'end_date', required: true, description: 'yyyy-MM-dd, within the engagement', example: '2026-03-27' },
    { name: 'hours_per_week', description: 'Hours a week, a number ≥ 0 (or hours_allocated)', example: '20' },
    {
      name: 'hours_allocated',
      description: 'The hours in all, as the team export writes them (instead of hours_per_week)',
      example: '',
    },
  ],
  timesheet_hours: [
    ...PERSON_ON_ENGAGEMENT,
    {
      name: 'date',
      required: true,
      description: 'yyyy-MM-dd, not after today; person + engagement + date is the key',
      example: '2026-01-06',
    },
    { name: 'hours', required: true, description: 'Hours of the day, 0–24', example: '7.5' },
    {
      name: 'billable',
      description: 'true or false (default true); one value per person, engagement and week',
      example: 'true',
    },
    { name: 'note', description: 'Note', example: 'Schema design' },
  ],
};

export const importKindSchema = z.enum(IMPORT_KINDS, {
  error: `The kind must be one of ${IMPORT_KINDS.join(', ')}.`,
});

export const importOptionsSchema = z.object({
  dry_run: z.enum(['true', 'false'], { error: 'dry_run must be true or false.' }).default('true'),
  /** Unknown job titles, skill categories/products, certifications and languages are created on the way. */
  create_missing: z.enum(['true', 'false'], { error: 'create_missing must be true or false.' }).default('false'),
  /** Consultants only: each person the import creates gets an invitation e-mail (else they are invited later). */
  invite: z.enum(['true', 'false'], { error: 'invite must be true or false.' }).default('false'),
});

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importErrorSchema = z.object({
  /** The row as the spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  /** A catalogue value the import would create with create_missing=true. */
  missing: z.object({ catalogue: z.string(), value: z.string() }).nullable().optional(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importRowSchema = z.object({ row: z.number().int(), key: z.string(), action: z.enum(IMPORT_ACTIONS) });
export type ImportRowOutcome = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  kind: importKindSchema,
  dry_run: z.boolean(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importErrorSchema),
  /** People created and invited by e-mail (a dry run: who would be); 0 unless the import was asked to invite. */
  invited: z.number().int(),
  /** Each data row's outcome (the preview). */
  rows: z.array(importRowSchema),
  /** The recorded run of an import that wrote (its report is downloadable); null for a dry run answered at once. */
  run_id: z.uuid().nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const IMPORT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const importRunSchema = z.object({
  id: z.uuid(),
  kind: importKindSchema,
  file_name: z.string(),
  dry_run: z.boolean(),
  status: z.enum(IMPORT_RUN_STATUSES),
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  error_count: z.number().int(),
  /** Why a run failed as a whole (a bad file); row errors are in the report. */
  failure: z.string().nullable(),
  report: importReportSchema.nullable(),
  created_at: z.string(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** A large file's answer: the run to follow. */
export const importQueuedSchema = z.object({ job_id: z.uuid(), run: importRunSchema });

/** At most this many columns in a file the mapping is asked for (a wider sheet is not a kind's file). */
export const IMPORT_MAX_MAPPED_HEADERS = 200;

/** A file's headers mapped onto the kind's columns: file header → column, or null to leave it out. */
export const importMappingSchema = z
  .record(z.string().max(200), z.string().max(100).nullable())
  .refine((mapping) => Object.keys(mapping).length <= IMPORT_MAX_MAPPED_HEADERS, {
    error: `A mapping has at most ${IMPORT_MAX_MAPPED_HEADERS} headers.`,
  });
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** What the screen asks before a preview: do the file's headers need mapping, and to what (suggested or remembered). */
export const importHeadersSchema = z.object({
  kind: importKindSchema,
  /** The file's header names, normalised (`First name` → `first_name`). */
  headers: z.array(z.string()),
  /** Every header's column: the one remembered for this set of headers, else the closest by name. */
  suggested: importMappingSchema,
  /** Whether the suggestion is the mapping last used for a file with the same headers. */
  remembered: z.boolean(),
  /** False when every header is already a column of the kind and the required ones are there. */
  needs_mapping: z.boolean(),
});
export type ImportHeaders = z.infer<typeof importHeadersSchema>;
