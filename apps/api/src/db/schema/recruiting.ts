import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { CANDIDATE_SOURCES, CANDIDATE_STAGES, POSITION_STATUSES, RECOMMENDATIONS } from '@praxis/shared';
import { user } from './auth.js';
import { consultantJobTitles, platformCategories, platformProducts } from './catalogues.js';
import { oneOf, optionalRef, personContact, requiredRef, timestamps, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn } from './constraints.js';
import { consultants } from './consultants.js';

/** An open (or planned) hire (docs/product.md §11.12). */
export const positions = entityTable(
  'positions',
  {
    title: text('title').notNull(),
    jobTitleId: optionalRef('job_title_id', () => consultantJobTitles.id, { onDelete: 'set null' }),
    location: text('location'),
    timeZone: text('time_zone'),
    hiringManagerId: optionalRef('hiring_manager_id', () => consultants.id, { onDelete: 'set null' }),
    targetStart: date('target_start'),
    headcount: integer('headcount').notNull().default(1),
    status: text('status', { enum: POSITION_STATUSES }).notNull().default('draft'),
    description: text('description'),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('positions_status_check', oneOf(t.status, POSITION_STATUSES)),
    check('positions_headcount_check', sql`${t.headcount} between 1 and 100`),
    ...indexesOn('positions', t.status),
  ],
);

/** Required skills: a category (optionally a product) with a minimum rating. */
export const positionSkills = entityTable(
  'position_skills',
  {
    positionId: requiredRef('position_id', () => positions.id, { onDelete: 'cascade' }),
    categoryId: requiredRef('category_id', () => platformCategories.id, { onDelete: 'restrict' }),
    productId: optionalRef('product_id', () => platformProducts.id, { onDelete: 'restrict' }),
    minRating: smallint('min_rating').notNull(),
  },
  (t) => [
    check('position_skills_min_rating_check', sql`${t.minRating} between 1 and 5`),
    unique('position_skills_key').on(t.positionId, t.categoryId, t.productId).nullsNotDistinct(),
  ],
);

/** A candidate for a position. Personal fields are nulled (or replaced) by an erasure. */
export const candidates = entityTable(
  'candidates',
  {
    positionId: requiredRef('position_id', () => positions.id, { onDelete: 'restrict' }),
    ...personContact(),
    linkedinUrl: text('linkedin_url'),
    source: text('source', { enum: CANDIDATE_SOURCES }).notNull(),
    stage: text('stage', { enum: CANDIDATE_STAGES }).notNull().default('applied'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ownerId: optionalRef('owner_id', () => consultants.id, { onDelete: 'set null' }),
    /** The employee who referred the candidate: they see its stage, nothing more. */
    referrerUserId: optionalRef('referrer_user_id', () => user.id, { onDelete: 'set null' }),
    notes: text('notes'),
    rejectionReason: text('rejection_reason'),
    startDate: date('start_date'),
    cvKey: text('cv_key'),
    cvFileName: text('cv_file_name'),
    cvContentType: text('cv_content_type'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('candidates_stage_check', oneOf(t.stage, CANDIDATE_STAGES)),
    check('candidates_source_check', oneOf(t.source, CANDIDATE_SOURCES)),
    index('candidates_position_stage_idx').on(t.positionId, t.stage),
    index('candidates_referrer_idx').on(t.referrerUserId),
    index('candidates_stage_changed_idx').on(t.stage, t.stageChangedAt),
  ],
);

/** Every stage a candidate entered, for time in stage, conversion and time to hire. */
export const candidateStageEvents = entityTable(
  'candidate_stage_events',
  {
    candidateId: requiredRef('candidate_id', () => candidates.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: CANDIDATE_STAGES }).notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('candidate_stage_events_stage_check', oneOf(t.stage, CANDIDATE_STAGES)),
    index('candidate_stage_events_candidate_idx').on(t.candidateId, t.enteredAt),
  ],
);

export const interviews = entityTable(
  'interviews',
  {
    candidateId: requiredRef('candidate_id', () => candidates.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    ...timestamps(),
  },
  (t) => [index('interviews_candidate_idx').on(t.candidateId, t.scheduledAt)],
);

export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: requiredRef('interview_id', () => interviews.id, { onDelete: 'cascade' }),
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.consultantId] })],
);

/** One scorecard per interviewer per interview: ratings per required skill and a recommendation. */
export const scorecards = entityTable(
  'interview_scorecards',
  {
    interviewId: requiredRef('interview_id', () => interviews.id, { onDelete: 'cascade' }),
    interviewerId: requiredRef('interviewer_id', () => consultants.id, { onDelete: 'cascade' }),
    ratings: jsonb('ratings').$type<{ category_id: string; product_id: string | null; rating: number }[]>().notNull(),
    recommendation: text('recommendation', { enum: RECOMMENDATIONS }).notNull(),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    check('interview_scorecards_recommendation_check', oneOf(t.recommendation, RECOMMENDATIONS)),
    unique('interview_scorecards_key').on(t.interviewId, t.interviewerId),
  ],
);
