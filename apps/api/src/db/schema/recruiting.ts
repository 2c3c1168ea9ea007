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
  uuid,
} from 'drizzle-orm/pg-core';
import { CANDIDATE_SOURCES, CANDIDATE_STAGES, POSITION_STATUSES, RECOMMENDATIONS } from '@praxis/shared';
import { user } from './auth.js';
import { consultantJobTitles, platformCategories, platformProducts } from './catalogues.js';
import { oneOf, timestamps, version } from './columns.js';
import { consultants } from './consultants.js';

/** An open (or planned) hire: issue 19 item 1. */
export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    jobTitleId: uuid('job_title_id').references(() => consultantJobTitles.id, { onDelete: 'set null' }),
    location: text('location'),
    timeZone: text('time_zone'),
    hiringManagerId: uuid('hiring_manager_id').references(() => consultants.id, { onDelete: 'set null' }),
    targetStart: date('target_start'),
    headcount: integer('headcount').notNull().default(1),
    status: text('status', { enum: POSITION_STATUSES }).notNull().default('draft'),
    description: text('description'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    check('positions_status_check', oneOf(t.status, POSITION_STATUSES)),
    check('positions_headcount_check', sql`${t.headcount} between 1 and 100`),
    index('positions_status_idx').on(t.status),
  ],
);

/** Required skills: a category (optionally a product) with a minimum rating. */
export const positionSkills = pgTable(
  'position_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => platformCategories.id, { onDelete: 'restrict' }),
    productId: uuid('product_id').references(() => platformProducts.id, { onDelete: 'restrict' }),
    minRating: smallint('min_rating').notNull(),
  },
  (t) => [
    check('position_skills_min_rating_check', sql`${t.minRating} between 1 and 5`),
    unique('position_skills_key').on(t.positionId, t.categoryId, t.productId).nullsNotDistinct(),
  ],
);

/** A candidate for a position. Personal fields are nulled (or replaced) by an erasure. */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    linkedinUrl: text('linkedin_url'),
    source: text('source', { enum: CANDIDATE_SOURCES }).notNull(),
    stage: text('stage', { enum: CANDIDATE_STAGES }).notNull().default('applied'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ownerId: uuid('owner_id').references(() => consultants.id, { onDelete: 'set null' }),
    /** The employee who referred the candidate: they see its stage, nothing more. */
    referrerUserId: uuid('referrer_user_id').references(() => user.id, { onDelete: 'set null' }),
    notes: text('notes'),
    rejectionReason: text('rejection_reason'),
    startDate: date('start_date'),
    cvKey: text('cv_key'),
    cvFileName: text('cv_file_name'),
    cvContentType: text('cv_content_type'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    version: version(),
    ...timestamps(),
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
export const candidateStageEvents = pgTable(
  'candidate_stage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: CANDIDATE_STAGES }).notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('candidate_stage_events_stage_check', oneOf(t.stage, CANDIDATE_STAGES)),
    index('candidate_stage_events_candidate_idx').on(t.candidateId, t.enteredAt),
  ],
);

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    ...timestamps(),
  },
  (t) => [index('interviews_candidate_idx').on(t.candidateId, t.scheduledAt)],
);

export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.consultantId] })],
);

/** One scorecard per interviewer per interview: ratings per required skill and a recommendation. */
export const scorecards = pgTable(
  'interview_scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
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
