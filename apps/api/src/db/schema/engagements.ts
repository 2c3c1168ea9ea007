import { sql } from 'drizzle-orm';
import { char, check, date, index, numeric, text } from 'drizzle-orm/pg-core';
import { BILLING_TYPES, ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES, TEMPERATURES } from '@praxis/shared';
import { engagementRoles, projectCategories } from './catalogues.js';
import { clients } from './clients.js';
import { oneOf, optionalRef, requiredRef, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn, textSearchIndexes } from './constraints.js';
import { consultants } from './consultants.js';

const hours = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const engagements = entityTable(
  'engagements',
  {
    name: text('name').notNull(),
    clientId: requiredRef('client_id', () => clients.id, { onDelete: 'restrict' }),
    type: text('type', { enum: ENGAGEMENT_TYPES }).notNull(),
    status: text('status', { enum: ENGAGEMENT_STATUSES }).notNull().default('pipeline'),
    projectTemperature: text('project_temperature', { enum: TEMPERATURES }).notNull().default('green'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    description: text('description'),
    billingType: text('billing_type', { enum: BILLING_TYPES }),
    budgetHours: hours('budget_hours'),
    budgetAmount: numeric('budget_amount', { precision: 14, scale: 2, mode: 'number' }),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    projectCategoryId: optionalRef('project_category_id', () => projectCategories.id, { onDelete: 'set null' }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('engagements_type_check', oneOf(t.type, ENGAGEMENT_TYPES)),
    check('engagements_status_check', oneOf(t.status, ENGAGEMENT_STATUSES)),
    check('engagements_project_temperature_check', oneOf(t.projectTemperature, TEMPERATURES)),
    check('engagements_billing_type_check', oneOf(t.billingType, BILLING_TYPES)),
    check('engagements_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('engagements_budget_hours_check', sql`${t.budgetHours} >= 0`),
    check('engagements_budget_amount_check', sql`${t.budgetAmount} >= 0`),
    check('engagements_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    ...indexesOn(
      'engagements',
      t.clientId,
      t.status,
      t.projectTemperature,
      t.projectCategoryId,
      t.startDate,
      t.endDate,
    ),
    index('engagements_type_status_idx').on(t.type, t.status),
    ...textSearchIndexes('engagements', t.name),
  ],
);

/** An assignment of a consultant to an engagement (docs/product.md §3 "engagement assignment"). */
export const engagementConsultants = entityTable(
  'engagement_consultants',
  {
    engagementId: requiredRef('engagement_id', () => engagements.id, { onDelete: 'cascade' }),
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'restrict' }),
    /** One of the five engagement roles; NULL for a team member without a named role. */
    engagementRoleId: optionalRef('engagement_role_id', () => engagementRoles.id, { onDelete: 'restrict' }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    hoursAllocated: hours('hours_allocated'),
    /** Fed by approved timesheet hours. */
    hoursUsed: hours('hours_used').notNull().default(0),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('engagement_consultants_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('engagement_consultants_hours_allocated_check', sql`${t.hoursAllocated} >= 0`),
    check('engagement_consultants_hours_used_check', sql`${t.hoursUsed} >= 0`),
    ...indexesOn('engagement_consultants', t.engagementId, t.engagementRoleId),
    index('engagement_consultants_consultant_dates_idx').on(t.consultantId, t.startDate, t.endDate),
  ],
);
