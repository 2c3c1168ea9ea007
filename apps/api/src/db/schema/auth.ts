import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.js';
import { entityTable, type Columns, type ExtraConfig } from './tables.js';
import { indexesOn } from './constraints.js';

/** better-auth's tables (user, session, account, verification), hand-written so drizzle-kit owns the SQL. */

/** created_at / updated_at of better-auth's tables: better-auth writes updated_at itself. */
const authTimestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The `id` of better-auth's own rows: text it generates. */
const authId = () => text('id').primaryKey();

type AuthColumns<TColumns> = { id: ReturnType<typeof authId> } & TColumns;

/** `pgTable` for a table better-auth writes: its text `id` primary key, then the given columns. */
const authTable = <TName extends string, TColumns extends Columns>(
  name: TName,
  columns: TColumns,
  extraConfig?: ExtraConfig<TName, AuthColumns<TColumns>>,
) => pgTable<TName, AuthColumns<TColumns>>(name, { id: authId(), ...columns }, extraConfig);

export const user = entityTable('user', {
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** better-auth's two-factor plugin: set once the user has verified an authenticator app. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...authTimestamps(),
  /** Set by an admin (docs/product.md §10 "Access ends at once"): the account's sessions are ended and it cannot sign in until reactivated. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
});

/** `user_id`: the user the row belongs to; it is deleted with them. */
export const ownerUserId = () => requiredRef('user_id', () => user.id, { onDelete: 'cascade' });

export const session = authTable(
  'session',
  {
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...authTimestamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ownerUserId(),
  },
  (t) => indexesOn('session', t.userId),
);

export const account = authTable(
  'account',
  {
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownerUserId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...authTimestamps(),
  },
  (t) => [...indexesOn('account', t.userId), index('account_provider_idx').on(t.providerId, t.accountId)],
);

export const verification = authTable(
  'verification',
  {
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...authTimestamps(),
  },
  (t) => indexesOn('verification', t.identifier),
);

/** better-auth's two-factor plugin: the TOTP secret and recovery codes (both encrypted with the auth secret). */
export const twoFactor = authTable(
  'two_factor',
  {
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: ownerUserId(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => indexesOn('two_factor', t.userId),
);
