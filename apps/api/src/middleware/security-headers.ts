import { createMiddleware } from 'hono/factory';
import { setResponseHeaders } from './response-headers.js';

/**
 * Security headers on every response. Scripts only from our origin (no inline script); styles allow inline
 * because React sets style attributes; nothing may frame us.
 */
const cspOf = (connectSources: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/** The origin the web app's error reports go to when SENTRY_DSN is set (it must be allowed to connect there). */
export function sentryOriginOf(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

export const securityHeaders = (isHttps: boolean, connectSources: readonly string[] = []) => {
  const headers: Record<string, string> = {
    'Content-Security-Policy': cspOf(connectSources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(isHttps ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return createMiddleware(async (c, next) => {
    await next();
    setResponseHeaders(c, headers);
  });
};
