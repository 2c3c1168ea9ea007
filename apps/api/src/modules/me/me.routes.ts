import { meSchema, type Me } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import type { Principal } from '../../auth/principal.js';

const me = defineRoute({
  method: 'get',
  path: '/me',
  tags: ['session'],
  summary: 'The signed-in user: identity, roles, effective permissions and the admin-whitelist flag',
  access: access.signedIn,
  responses: { 200: jsonResponse(meSchema, 'The current user'), ...errorResponses },
});

export const toMe = (principal: Principal): Me => ({
  user: { id: principal.userId, email: principal.email, name: principal.name },
  consultant: principal.consultant,
  primaryRole: principal.primaryRole,
  additionalRoles: principal.additionalRoles,
  roles: principal.roles,
  permissions: [...principal.permissions],
  isWhitelisted: principal.isWhitelisted,
});

export const meRouter = createRouter().openapi(me, (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(toMe(c.get('principal')), 200);
});
