import { z } from 'zod';
import { ROLES } from '../enums.js';
import { ALL_PERMISSIONS } from '../permissions.js';

export const roleSchema = z.enum(ROLES, { error: 'Role must be one of: admin, Project Manager, employee.' });

export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  consultant: z
    .object({
      id: z.string().uuid(),
      firstName: z.string(),
      lastName: z.string(),
      jobTitle: z.string(),
      photoUrl: z.string().nullable(),
    })
    .nullable(),
  primaryRole: roleSchema,
  additionalRoles: z.array(roleSchema),
  /** Primary role followed by additional roles, without duplicates. */
  roles: z.array(roleSchema),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [string, ...string[]])),
  isWhitelisted: z.boolean(),
  /** The admin's chosen view (docs/product.md §4): 'employee' narrows roles and permissions to an employee's. */
  view: z.enum(['admin', 'employee']),
  /** Whether the user really holds admin and so may switch views. */
  canSwitchView: z.boolean(),
  /** Two-factor sign-in (TOTP with recovery codes) is on for this user. */
  twoFactorEnabled: z.boolean(),
  /** REQUIRE_ADMIN_2FA: an admin served as an employee until they turn on two-factor sign-in. */
  mustEnableTwoFactor: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const authConfigSchema = z.object({
  oidc: z.object({ id: z.string(), label: z.string() }).nullable(),
  /** Error reporting for the web app, when SENTRY_DSN is set (the DSN is public by design); null otherwise. */
  sentry: z.object({ dsn: z.string() }).nullable().optional(),
  /** Who may sign up (SIGNUP, SIGNUP_DOMAINS): the login page hides Sign Up when it is invitation only. */
  signUp: z.object({ mode: z.enum(['open', 'domains', 'invite-only']), domains: z.array(z.string()) }).optional(),
  /** E-mail is on (SMTP_URL, MAIL_FROM): /login offers "Forgot password?" only then. */
  passwordReset: z.boolean().optional(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const VIEWS = ['admin', 'employee'] as const;
export type View = (typeof VIEWS)[number];
export const viewInputSchema = z.object({ view: z.enum(VIEWS) }).strict();
