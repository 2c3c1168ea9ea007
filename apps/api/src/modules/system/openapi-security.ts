import { API_TOKEN_PREFIX } from '@praxis/shared';

/** How to call the API from a script, for the OpenAPI document and the reference page alike. */
export const AUTHENTICATION_TEXT = [
  'Every route except the public ones needs a signed-in session (the browser cookie) or a personal API token.',
  `Create a token in My Profile → API tokens, then send it as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`.`,
  "A token has exactly its user's rights, never more: a read-only token answers GET and HEAD only (anything else is 403).",
  'A token expires on the date chosen at creation and stops working at once when revoked or when its user is deactivated.',
  'An invalid, expired or revoked token is a 401; too many failures from one client are a 429 with Retry-After.',
  'Tokens cannot create or revoke tokens: manage them in My Profile, signed in.',
];

/** The two ways to authenticate, declared for every route (public routes simply ignore them). */
export function withSecuritySchemes<T extends object>(document: T): T {
  const doc = document as T & { components?: Record<string, unknown>; info?: Record<string, unknown> };
  return {
    ...doc,
    info: { ...doc.info, description: AUTHENTICATION_TEXT.join('\n') },
    components: {
      ...doc.components,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_TOKEN_PREFIX}<43 characters>`,
          description: 'A personal API token, created in My Profile → API tokens.',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session of a user signed in through the web app.',
        },
      },
    },
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
  };
}
