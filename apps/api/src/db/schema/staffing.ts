import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PRIORITIES,
  PROPOSAL_STATUSES,
  RESOURCE_REQUEST_STATUSES,
  type CertificationRequirement,
  type LanguageRequirement,
  type SkillRequirement,
  type TimeZoneWindow,
  type Weights,
} from '@praxis/shared';
import { user } from './auth.js';
import { consultantJobTitles, engagementRoles } from './catalogues.js';
import { oneOf, optionalRef, requiredRef, versionAndTimestamps } from './columns.js';
import { entityTable, singleRowTable } from './tables.js';
import { indexesOn } from './constraints.js';
import { consultants } from './consultants.js';
import { engagementConsultants, engagements } from './engagements.js';

const hours = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/**
 * A Project Manager's (or admin's) request for people on an engagement (docs/product.md §3). The requirements are
 * value lists always read and written whole with the request, so they live in jsonb (validated by the shared
 * schema; catalogue ids are checked by the service).
 */
export const resourceRequests = entityTable(
  'resource_requests',
  {
    engagementId: requiredRef('engagement_id', () => engagements.id, { onDelete: 'cascade' }),
    requesterUserId: optionalRef('requester_user_id', () => user.id, { onDelete: 'set null' }),
    engagementRoleId: optionalRef('engagement_role_id', () => engagementRoles.id, { onDelete: 'set null' }),
    jobTitleId: optionalRef('job_title_id', () => consultantJobTitles.id, { onDelete: 'set null' }),
    skills: jsonb('skills').$type<SkillRequirement[]>().notNull().default([]),
    certifications: jsonb('certifications').$type<CertificationRequirement[]>().notNull().default([]),
    languages: jsonb('languages').$type<LanguageRequirement[]>().notNull().default([]),
    hoursPerWeek: hours('hours_per_week').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    timeZoneWindow: jsonb('time_zone_window').$type<TimeZoneWindow>(),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    notes: text('notes'),
    status: text('status', { enum: RESOURCE_REQUEST_STATUSES }).notNull().default('Draft'),
    /** Why it was cancelled, rejected or closed. */
    statusReason: text('status_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    staffedAt: timestamp('staffed_at', { withTimezone: true }),
    /** Closed by an admin: leaves the queue whatever its status. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('resource_requests_status_check', oneOf(t.status, RESOURCE_REQUEST_STATUSES)),
    check('resource_requests_priority_check', oneOf(t.priority, PRIORITIES)),
    check('resource_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('resource_requests_hours_check', sql`${t.hoursPerWeek} between 1 and 60`),
    ...indexesOn('resource_requests', t.engagementId, t.startDate, t.engagementRoleId, t.jobTitleId),
    index('resource_requests_requester_idx').on(t.requesterUserId, t.createdAt),
    index('resource_requests_status_idx').on(t.status, t.priority, t.startDate),
    index('resource_requests_skills_idx').using('gin', t.skills),
  ],
);

/** A candidate put forward for a request; accepting it creates the engagement assignment. */
export const staffingProposals = entityTable(
  'staffing_proposals',
  {
    requestId: requiredRef('request_id', () => resourceRequests.id, { onDelete: 'cascade' }),
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('proposed'),
    hoursPerWeek: hours('hours_per_week').notNull(),
    /** The match score when proposed (0–100). */
    score: numeric('score', { precision: 5, scale: 1, mode: 'number' }),
    proposedByUserId: optionalRef('proposed_by_user_id', () => user.id, { onDelete: 'set null' }),
    assignmentId: optionalRef('assignment_id', () => engagementConsultants.id, { onDelete: 'set null' }),
    /** Given when accepting over capacity (audited and shown). */
    overrideReason: text('override_reason'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('staffing_proposals_status_check', oneOf(t.status, PROPOSAL_STATUSES)),
    check('staffing_proposals_hours_check', sql`${t.hoursPerWeek} between 1 and 60`),
    // One live proposal per person and request; a declined one may be followed by a new proposal.
    uniqueIndex('staffing_proposals_live_key')
      .on(t.requestId, t.consultantId)
      .where(sql`${t.status} <> 'declined'`),
    index('staffing_proposals_consultant_status_idx').on(t.consultantId, t.status),
    ...indexesOn('staffing_proposals', t.assignmentId, t.proposedByUserId),
  ],
);

/** The matching weights admins tune in admin settings: one row (id 1). */
export const staffingSettings = singleRowTable('staffing_settings', {
  weights: jsonb('weights').$type<Weights>().notNull(),
});
