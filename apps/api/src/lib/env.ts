import { z } from 'zod';

/**
 * The environment, parsed once at start. Nothing else reads process.env (lint enforces it), so a bad value
 * stops the server with a message naming the variable instead of failing later.
 */
const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true'));

/** Five cron fields of digits, `*`, `/`, `,` and `-` (ranges are checked when the schedule is made, at start). */
const isCron = (value: string) => /^\s*[\d*/,-]+(\s+[\d*/,-]+){4}\s*$/.test(value);

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z.string().url().optional(),
    /** A streaming replica of DATABASE_URL for the heavy read-only queries (docs/scaling.md). */
    DATABASE_REPLICA_URL: z.string().url().optional(),
    /** How far behind the replica may be and still serve them; beyond it they read from the primary. */
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    DATABASE_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    APP_URL: z.string().url().optional(),
    SEED_DEMO: booleanFlag,
    OIDC_PROVIDER: z.enum(['microsoft', 'google', 'oidc']).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_TENANT_ID: z.string().min(1).optional(),
    OIDC_DISCOVERY_URL: z.string().url().optional(),
    OIDC_LABEL: z.string().min(1).optional(),
    SENTRY_DSN: z.string().url().optional(),
    // /api/metrics: with a token, scrapers send it as a bearer; without one, only loopback requests are answered.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SIGNUP: z.enum(['open', 'domains', 'invite-only']).default('domains'),
    SIGNUP_DOMAINS: z
      .string()
      .optional()
      .transform((value) =>
        value
          ?.split(',')
          .map((domain) => domain.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((domains) => !domains || domains.every((domain) => DOMAIN.test(domain)), {
        message: 'must be comma-separated e-mail domains (example.com,example.org)',
      }),
    REQUIRE_ADMIN_2FA: booleanFlag,
    /** Webhooks may target private, loopback and link-local addresses (and plain http): tests and closed networks. */
    WEBHOOK_ALLOW_PRIVATE: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** How often the job worker looks for due jobs; 0 runs no worker in this instance. */
    JOBS_POLL_MS: z.coerce.number().int().min(0).default(5_000),
    /** Rejected candidates older than this many months are listed for erasure (docs/product.md §11.12). */
    RECRUITING_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** Embedded mode: a cron expression (UTC) for scheduled backups into DATA_DIR/backups; unset takes none. */
    BACKUP_CRON: z
      .string()
      .refine((value) => isCron(value), { message: 'must be a cron expression (minute hour day month weekday)' })
      .optional(),
    /** Scheduled backups kept; older ones are deleted after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** API processes to run (node:cluster); default: one per core with DATABASE_URL, always 1 with PGlite. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** On SIGTERM, how long in-flight requests may take to finish before connections are cut. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    // Files (golden-folder documents, photos) go to an S3-compatible bucket when all of these are set.
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // The provider's calendar events endpoint, for OIDC_PROVIDER=oidc (Microsoft and Google have their own).
    CALENDAR_EVENTS_URL: z.string().url().optional(),
    // E-mail through any SMTP server (smtp:// or smtps://, credentials in the URL); unset turns e-mail off.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)')
      .optional(),
    /** The sender of every e-mail: `praxis@example.com` or `Praxis <praxis@example.com>`. */
    MAIL_FROM: z
      .string()
      .regex(/^(?:[^<>\r\n]{0,100}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an e-mail address')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required when DATABASE_URL is set' });
    }
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_REPLICA_URL'], message: 'needs DATABASE_URL (the primary)' });
    }
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (s3.some((key) => env[key])) {
      for (const key of s3) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when any S3_* is set' });
      }
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });
    }
    if (env.OIDC_PROVIDER) {
      for (const key of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when OIDC_PROVIDER is set` });
      }
      if (env.OIDC_PROVIDER === 'oidc' && !env.OIDC_DISCOVERY_URL) {
        ctx.addIssue({ code: 'custom', path: ['OIDC_DISCOVERY_URL'], message: 'is required when OIDC_PROVIDER=oidc' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'} ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The demo firm is seeded in the embedded default, or wherever SEED_DEMO=1 asks for it. */
export const shouldSeedDemo = (env: Env) => env.SEED_DEMO ?? !env.DATABASE_URL;

/**
 * How many API processes `npm start` runs. Embedded PGlite is one process's database by nature, so it always gets
 * one; with PostgreSQL, WEB_CONCURRENCY or one per core.
 */
export const workerCountOf = (env: Env, cores: number) =>
  env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? Math.max(1, cores)) : 1;

/** The base URL better-auth signs cookies and checks origins against. */
export const baseUrlOf = (env: Env) => env.APP_URL ?? `http://localhost:${env.PORT}`;

/**
 * Who may create an account by signing up (email + password or a first single sign-on): `domains` admits the
 * e-mail domains of SIGNUP_DOMAINS — by default `demo.local` where the demo firm is seeded, none elsewhere.
 */
export function signUpPolicyOf(env: Env): { mode: Env['SIGNUP']; domains: string[] } {
  return { mode: env.SIGNUP, domains: env.SIGNUP_DOMAINS ?? (shouldSeedDemo(env) ? ['demo.local'] : []) };
}
