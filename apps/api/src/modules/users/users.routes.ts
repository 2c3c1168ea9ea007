import { z } from '@hono/zod-openapi';
import { userRolesInputSchema, userRolesSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { setUserRoles } from './user-roles.service.js';

const putRoles = defineRoute({
  method: 'put',
  path: '/users/{id}/roles',
  tags: ['users'],
  summary: "Set a user's primary role and additional roles (only admin, Project Manager, employee)",
  access: access.can('roles.assign'),
  request: { params: z.object({ id: z.uuid() }), body: jsonBody(userRolesInputSchema) },
  responses: { 200: jsonResponse(userRolesSchema, 'The roles now held'), ...errorResponses },
});

export const usersRouter = createRouter().openapi(putRoles, async (c) => {
  const { primary_role, additional_roles } = c.req.valid('json');
  const result = await setUserRoles(
    c.get('deps').database.db,
    actorOf(c),
    c.req.valid('param').id,
    primary_role,
    additional_roles,
  );
  return c.json(result, 200);
});
