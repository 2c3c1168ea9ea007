import { z } from 'zod';

/** What a personal API token may do: `read` answers GET and HEAD only; `read_write` everything its user may do. */
export const API_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

/** Every token expires; a year at most, so a forgotten one cannot work forever. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** The prefix of every token's secret: recognisable in a leaked file or by a secret scanner. */
export const API_TOKEN_PREFIX = 'praxis_pat_';
export const API_TOKEN_NAME_MAX = 80;
/** Tokens one user may hold at once (live or not yet cleaned up). */
export const API_TOKENS_PER_USER_MAX = 50;

/** Line breaks, tabs, direction controls and other invisible characters: a name is one visible line. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

export const apiTokenInputSchema = z
  .object({
    name: z
      .string({ error: 'Name the token.' })
      .trim()
      .min(1, 'Name the token.')
      .max(API_TOKEN_NAME_MAX, `Keep the name to ${API_TOKEN_NAME_MAX} characters.`)
      .refine((name) => !HIDDEN_CHARACTERS.test(name), 'Use visible characters only (no line breaks or tabs).'),
    expires_in_days: z.union(
      API_TOKEN_EXPIRY_DAYS.map((days) => z.literal(days)),
      { error: `Choose an expiry of ${API_TOKEN_EXPIRY_DAYS.join(', ')} days.` },
    ),
    scope: z.enum(API_TOKEN_SCOPES, { error: 'Choose read only or read and write.' }),
  })
  .strict();
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The first characters of the secret, enough to tell tokens apart (never enough to use one). */
  hint: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer that creates a token: the only time its secret is ever shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
