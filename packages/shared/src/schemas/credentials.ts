import { z } from 'zod';
import {
  CREDENTIAL_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '../auth.js';

const email = z
  .string()
  .trim()
  .min(1, CREDENTIAL_MESSAGES.emailMissing)
  .max(EMAIL_MAX_LENGTH, CREDENTIAL_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, CREDENTIAL_MESSAGES.emailInvalid);

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label.toLowerCase()}.`)
    .max(PERSON_NAME_MAX_LENGTH, `${label} must be at most ${PERSON_NAME_MAX_LENGTH} characters.`);

/** Email + password sign-in: any non-empty password (its rules are the sign-up's). */
export const signInSchema = z.object({
  email,
  password: z.string().min(1, CREDENTIAL_MESSAGES.passwordMissing),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Email + password sign-up, with better-auth's password limits (auth.ts). */
export const signUpSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email,
  password: z
    .string()
    .min(1, 'Choose a password.')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** "Forgot password?": the address to send the reset link to. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Choosing a new password from a reset link: the sign-up's rules, typed twice. */
export const passwordResetSchema = z
  .object({ password: signUpSchema.shape.password, confirm: z.string().min(1, 'Type the new password again.') })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], message: 'The passwords differ.' });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
