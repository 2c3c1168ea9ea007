import { z } from 'zod';
import { ACCOUNT_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.js';

/** A freshly made invitation link: shown once, to the admin who made it (only its hash is stored). */
export const invitationLinkSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
  /** The address the link was e-mailed to; null while e-mail is off (copy the link instead). */
  emailed_to: z.string().nullable().optional(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** An unclaimed profile's current invitation, without its link. */
export const invitationStatusSchema = z.object({
  invitation: z.object({ created_at: z.string(), expires_at: z.string() }).nullable(),
});
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** What the public invitation page shows before the person chooses a password. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const accountNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name.')
  .max(ACCOUNT_NAME_MAX_LENGTH, `At most ${ACCOUNT_NAME_MAX_LENGTH} characters.`);

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);

/** Signing up through an invitation: the e-mail is the profile's, so only a name and a password are chosen. */
export const invitationAcceptSchema = z.object({ name: accountNameSchema, password: newPasswordSchema }).strict();
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

/** POST /api/auth/sign-up/email, as the API accepts it (better-auth's body, without extra user fields). */
export const signUpInputSchema = z
  .object({
    name: accountNameSchema,
    email: z.string().trim().max(320, 'At most 320 characters.').email('Enter a valid email address.'),
    password: newPasswordSchema,
    callbackURL: z.string().max(2048).optional(),
    rememberMe: z.boolean().optional(),
  })
  .strict();

export const SIGN_UP_MODES = ['open', 'domains', 'invite-only'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];
