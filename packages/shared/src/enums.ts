/** The three roles of docs/product.md §1, §6 — exactly these strings. */
export const ROLES = ['admin', 'Project Manager', 'employee'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const ENGAGEMENT_TYPES = ['project', 'trust360', 'retainer'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];
export const ENGAGEMENT_TYPE_LABELS: Record<EngagementType, string> = {
  project: 'Projects',
  trust360: 'Managed Services',
  retainer: 'Support Retainers',
};
/** The types in URLs, named as the screens name them (docs/product.md §1: projects, managed-services, support-retainers). */
export const ENGAGEMENT_TYPE_SLUGS: Record<EngagementType, string> = {
  project: 'projects',
  trust360: 'managed-services',
  retainer: 'support-retainers',
};
export const engagementTypeOfSlug = (slug: string | undefined): EngagementType | undefined =>
  ENGAGEMENT_TYPES.find((type) => ENGAGEMENT_TYPE_SLUGS[type] === slug);
/** An engagement type's list, an engagement, or one of its tabs: /engagements/managed-services/{id}/team. */
export const engagementPath = (type: EngagementType | (string & {}), id?: string, tab?: string) =>
  ['/engagements', ENGAGEMENT_TYPE_SLUGS[type as EngagementType] ?? type, id, tab].filter(Boolean).join('/');

export const ENGAGEMENT_STATUSES = ['pipeline', 'active', 'on_hold', 'completed', 'cancelled'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

export const TEMPERATURES = ['green', 'yellow', 'red'] as const;
export type Temperature = (typeof TEMPERATURES)[number];
export const TEMPERATURE_LABELS: Record<Temperature, string> = { green: 'Healthy', yellow: 'Watch', red: 'Critical' };

export const BILLING_TYPES = ['time_and_materials', 'fixed_fee', 'retainer'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export const CLIENT_STATUSES = ['prospect', 'active', 'former'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const AVAILABILITY_STATUSES = ['available', 'partially_available', 'busy', 'on_leave'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const LANGUAGE_PROFICIENCIES = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number];

/** The five engagement role titles of docs/product.md §3. */
export const ENGAGEMENT_ROLE_TITLES = [
  'Sales',
  'Project Manager',
  'Engagement Manager',
  'Work Stream Owner',
  'Lead Consultant',
] as const;

export const WORK_ITEM_KINDS = ['internal', 'engagement'] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];
export const WORK_ITEM_STATUSES = ['Requested', 'Under Review', 'Approved', 'In Progress', 'Done', 'Rejected'] as const;
export type WorkItemStatus = (typeof WORK_ITEM_STATUSES)[number];
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** The fixed category label the error page files bug reports under (docs/product.md §7). */
export const BUG_REPORT_CATEGORY = 'Bug Report';

// Labels and constants the first screens show live here, away from the zod schemas (a schema module pulls zod
// into whatever page imports any of its exports).
export const ENGAGEMENT_STATUS_LABELS: Record<EngagementStatus, string> = {
  pipeline: 'Pipeline',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const BILLING_TYPE_LABELS: Record<BillingType, string> = {
  time_and_materials: 'Time and materials',
  fixed_fee: 'Fixed fee',
  retainer: 'Retainer',
};

export const ENGAGEMENT_TABS = [
  'overview',
  'team',
  'plan',
  'requests',
  'status-updates',
  'timesheets',
  'activity',
] as const;
export type EngagementTab = (typeof ENGAGEMENT_TABS)[number];
