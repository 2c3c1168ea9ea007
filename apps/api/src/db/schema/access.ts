import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ROLES } from '@praxis/shared';
import { ownerUserId } from './auth.js';
import { createdAt, oneOf } from './columns.js';
import { entityTable } from './tables.js';

/** Emails whose users see the admin toolbar (docs/product.md §10). Stored lowercased. */
export const adminWhitelist = entityTable(
  'admin_whitelist',
  {
    email: text('email').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('admin_whitelist_email_lower_check', sql`${t.email} = lower(${t.email})`)],
);

/** The record name `Admin` is accepted and read as `admin` (docs/product.md §6). */
export const USER_ROLE_NAMES = ['Admin', ...ROLES] as const;

/** Additional roles beyond the consultant's primary role; only active records count. */
export const userRoles = entityTable(
  'user_roles',
  {
    userId: ownerUserId(),
    roleName: text('role_name', { enum: USER_ROLE_NAMES }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_roles_role_name_check', oneOf(t.roleName, USER_ROLE_NAMES)),
    unique('user_roles_user_id_role_name_key').on(t.userId, t.roleName),
  ],
);

/**
 * Sign-in throttle, one row per email (lowercased): failed attempts in the current 15-minute window. Every attempt
 * takes a slot in one atomic upsert before the password is checked (auth/login-limiter.ts).
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_throttle_window_started_at_idx').on(t.windowStartedAt)],
);
