import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { ZodError } from 'zod';
import type { AppEnv } from '../context.js';
import { ACCESS, type Access } from '../core/access.js';
import { AppError } from './app-error.js';

/** A module router: validation failures become one 422 shape with field issues. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

function describeAccess(rule: Access): string {
  if (rule.kind === 'public') return 'Access: public.';
  if (rule.kind === 'signedIn') return 'Access: any signed-in user (row-level rules apply).';
  return `Access: permission \`${rule.permission}\`.`;
}

/**
 * Every route is declared through here, so it always carries its access rule (enforced by middleware that runs
 * before validation, and documented in the OpenAPI description).
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path' | 'middleware'> & { path: P }>(
  config: R & { access: Access },
) {
  const { access: rule, ...route } = config;
  const description = [route.description, describeAccess(rule)].filter(Boolean).join('\n\n');
  return createRoute({ ...route, description, middleware: accessMiddleware(rule) });
}

/**
 * The rule as the route's first middleware, tagged for the security suite. The check itself (session, view,
 * permission) lives above lib/, in middleware/access.ts: the request context hands it over as `checkAccess`.
 */
function accessMiddleware(rule: Access) {
  const middleware = createMiddleware<AppEnv>((c, next) => c.get('checkAccess')(rule, c, next));
  return Object.assign(middleware, { [ACCESS]: rule });
}

/** zod issues → 422 with `details.fields` keyed by field path; unknown fields are named. */
export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = `Unknown field "${key}" cannot be set.`;
    } else {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
  }
  const names = Object.keys(fields).filter((key) => key !== '_');
  const unknown = error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
  const message = unknown.length
    ? `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`
    : names.length === 1 && names[0]
      ? `${names[0]}: ${fields[names[0]]}`
      : names.length
        ? `Invalid fields: ${names.join(', ')}.`
        : (fields._ ?? 'Invalid request.');
  return AppError.validation(message, fields);
}
