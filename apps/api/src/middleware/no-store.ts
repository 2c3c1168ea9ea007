import { createMiddleware } from 'hono/factory';
import { setResponseHeaders } from './response-headers.js';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * API answers are personal (what this user may see) and may hold personal data: no browser or proxy cache keeps
 * them. Every JSON answer under /api gets `Cache-Control: no-store`, errors included; ETags still let clients
 * send If-Match.
 */
export const noStoreJson = createMiddleware(async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (type.startsWith('application/json') || type.includes('+json')) setResponseHeaders(c, NO_STORE);
});
