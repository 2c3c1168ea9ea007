import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/app-error.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth (cookies are already SameSite=Lax): a state-changing request that a browser marks as
 * coming from another origin is refused. Clients that send no Origin (curl, server-to-server) are not browsers
 * carrying someone's cookies, so they pass.
 */
export const sameOrigin = (trustedOrigins: readonly string[]) =>
  createMiddleware(async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const requestOrigin = new URL(c.req.url).origin;
      const trusted = origin === undefined || origin === requestOrigin || trustedOrigins.includes(origin);
      if (!trusted || fetchSite === 'cross-site') throw AppError.forbidden('Cross-origin requests are not allowed.');
    }
    await next();
  });
