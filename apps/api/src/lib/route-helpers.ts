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

export const jsonBody = <T>(schema: T, description = 'Request body') => ({
  content: { 'application/json': { schema } },
  required: true,
  description,
});

export const jsonResponse = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
