import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, smallint, text, unique } from 'drizzle-orm/pg-core';
import { AVAILABILITY_STATUSES, LANGUAGE_PROFICIENCIES, ROLES } from '@praxis/shared';
import { user } from './auth.js';
import { certifications, consultantJobTitles, languages, platformCategories, platformProducts } from './catalogues.js';
import { oneOf, optionalRef, requiredRef, timestamps, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn } from './constraints.js';

/** A consultant profile (docs/product.md §3). The original's consultant_id is this table's `id`. */
export const consultants = entityTable(
  'consultants',
  {
    userId: optionalRef('user_id', () => user.id, { onDelete: 'set null' }).unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    photoUrl: text('photo_url'),
    /** Stored lowercased (the API lowercases before writing). */
    email: text('email').notNull().unique(),
    phone: text('phone'),
    location: text('location'),
    bio: text('bio'),
    availabilityStatus: text('availability_status', { enum: AVAILABILITY_STATUSES }).notNull().default('available'),
    startDate: date('start_date'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }),
    linkedinUrl: text('linkedin_url'),
    timeZone: text('time_zone'),
    jobTitleId: optionalRef('job_title_id', () => consultantJobTitles.id, { onDelete: 'set null' }),
    role: text('role', { enum: ROLES }).notNull().default('employee'),
    isActive: boolean('is_active').notNull().default(true),
    /** A leaver (docs/product.md §11.3): their last day. Archived people have is_active false and this date. */
    leftOn: date('left_on'),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('consultants_role_check', oneOf(t.role, ROLES)),
    check('consultants_availability_status_check', oneOf(t.availabilityStatus, AVAILABILITY_STATUSES)),
    check('consultants_hourly_rate_check', sql`${t.hourlyRate} >= 0`),
    index('consultants_name_lower_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('consultants_first_name_lower_idx').on(sql`lower(${t.firstName})`),
    ...indexesOn('consultants', t.availabilityStatus, t.jobTitleId, t.role, t.location, t.isActive),
    // Text search (pg_trgm, migration 0019): ILIKE '%…%' on the full name and the email through GIN trigram indexes.
    index('consultants_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('consultants_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/*
 * Sub-collections cascade with their consultant; catalogue entries in use cannot be deleted (restrict), so an
 * admin removing a certification or language never silently strips it from profiles.
 */
export const consultantExpertise = entityTable(
  'consultant_expertise',
  {
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    categoryId: requiredRef('category_id', () => platformCategories.id, { onDelete: 'restrict' }),
    productId: optionalRef('product_id', () => platformProducts.id, { onDelete: 'restrict' }),
    /** Original §5: a new rating defaults to 1. */
    rating: smallint('rating').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check('consultant_expertise_rating_check', sql`${t.rating} between 1 and 5`),
    // One rating per consultant × category × product, where "no product" counts as one value (PG ≥ 15).
    unique('consultant_expertise_consultant_category_product_key')
      .on(t.consultantId, t.categoryId, t.productId)
      .nullsNotDistinct(),
    index('consultant_expertise_category_rating_idx').on(t.categoryId, t.rating),
    ...indexesOn('consultant_expertise', t.productId),
  ],
);

export const consultantEducation = entityTable(
  'consultant_education',
  {
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    /** Free-text line as in the original ("MSc Computer Science, ETH Zürich"). */
    education: text('education').notNull(),
    institution: text('institution'),
    degree: text('degree'),
    field: text('field'),
    startYear: smallint('start_year'),
    endYear: smallint('end_year'),
    ...timestamps(),
  },
  (t) => [
    check('consultant_education_years_check', sql`${t.endYear} >= ${t.startYear}`),
    ...indexesOn('consultant_education', t.consultantId),
  ],
);

export const consultantCertifications = entityTable(
  'consultant_certifications',
  {
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    certificationId: requiredRef('certification_id', () => certifications.id, { onDelete: 'restrict' }),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on'),
    credentialUrl: text('credential_url'),
    ...timestamps(),
  },
  (t) => [
    check('consultant_certifications_dates_check', sql`${t.expiresOn} >= ${t.issuedOn}`),
    unique('consultant_certifications_consultant_certification_key').on(t.consultantId, t.certificationId),
    ...indexesOn('consultant_certifications', t.certificationId, t.expiresOn),
  ],
);

export const consultantLanguages = entityTable(
  'consultant_languages',
  {
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    languageId: requiredRef('language_id', () => languages.id, { onDelete: 'restrict' }),
    proficiency: text('proficiency', { enum: LANGUAGE_PROFICIENCIES }).notNull().default('fluent'),
    ...timestamps(),
  },
  (t) => [
    check('consultant_languages_proficiency_check', oneOf(t.proficiency, LANGUAGE_PROFICIENCIES)),
    unique('consultant_languages_consultant_language_key').on(t.consultantId, t.languageId),
    ...indexesOn('consultant_languages', t.languageId),
  ],
);
