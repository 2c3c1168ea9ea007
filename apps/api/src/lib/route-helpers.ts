import { errorBodySchema } from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import type { Actor } from './audit.js';

/** The actor of the current request, for audit rows. */
export const actorOf = (c: Context<AppEnv>): Actor => ({
  userId: c.get('principal').userId,
  requestId: c.get('requestId'),
});

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** The error responses every signed-in route may give, declared once for the OpenAPI document. */
export const errorResponses = {
  401: errorContent('Signed out'),
  403: errorContent('Not allowed'),
  404: errorContent('Not found or not visible'),
  409: errorContent('Stale version or conflict'),
  422: errorContent('Invalid input'),
} as const;

/** The rarer ones a route names itself: 428 only where a write may not go without If-Match. */
const namedErrorResponses = { ...errorResponses, 428: errorContent('If-Match missing') } as const;

type ErrorStatus = keyof typeof namedErrorResponses;

/**
 * Only the error statuses a route can answer, for its OpenAPI entry: `...errorsOf(401, 403, 404, 422)`.
 * 401 comes from any signed-in route, 403 from a permission, 404 from an id that is not visible, 409 from a stale
 * version or a clash, 422 from input the schemas refuse.
 */
export function errorsOf<S extends ErrorStatus>(...statuses: S[]): Pick<typeof namedErrorResponses, S> {
  return Object.fromEntries(statuses.map((status) => [status, namedErrorResponses[status]])) as Pick<
    typeof namedErrorResponses,
    S
  >;
}

export const jsonBody = <T>(schema: T, description = 'Request body') => ({
  content: { 'application/json': { schema } },
  required: true,
  description,
});

export const jsonResponse = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
