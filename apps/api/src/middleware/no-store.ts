import { createMiddleware } from 'hono/factory';

/**
 * API answers are personal (what this user may see) and may hold personal data: no browser or proxy cache keeps
 * them. Every JSON answer under /api gets `Cache-Control: no-store`, errors included; ETags still let clients
 * send If-Match.
 */
export const noStoreJson = createMiddleware(async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (type.startsWith('application/json') || type.includes('+json')) c.header('Cache-Control', 'no-store');
});
