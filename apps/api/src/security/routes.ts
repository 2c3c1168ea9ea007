import type { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { accessOf, type Access } from '../middleware/access.js';

export interface Endpoint {
  method: string;
  path: string;
  access: Access | undefined;
}

/**
 * Every API endpoint, read from the router itself (so a route added later is covered without anyone listing
 * it), with the access rule its middleware declares. `app.use` middleware (method ALL) is not an endpoint.
 */
export function listEndpoints(app: Hono<AppEnv>): Endpoint[] {
  const endpoints = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = endpoints.get(key) ?? { method: route.method, path: route.path, access: undefined };
    endpoint.access ??= accessOf(route.handler);
    endpoints.set(key, endpoint);
  }
  return [...endpoints.values()];
}

/** A concrete URL for a route pattern: every :param becomes a well-formed id that matches nothing. */
export const concretePath = (pattern: string) =>
  pattern.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '00000000-0000-4000-8000-000000000000').replace('/*', '/probe');
