import {
  type UserAccess,
  userAccessSchema,
  userListQuerySchema,
  userRolesInputSchema,
  userRolesSchema,
  userWithRolesSchema,
  whitelistEntrySchema,
  whitelistInputSchema,
  whitelistUpdateSchema,
} from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/audit.js';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { created, deleteById, uuidParams } from '../../lib/route-shapes.js';
import * as whitelist from './admin-whitelist.service.js';
import { deactivateUser, reactivateUser, signOutEverywhere } from './user-access.service.js';
import { setUserRoles } from './user-roles.service.js';
import { USER_CSV, WHITELIST_CSV } from './users.csv.js';
import { listUsersWithRoles, selectUsersWithRoles } from './users.queries.js';

const idParams = uuidParams();

/** Accounts and the admin whitelist need `users.manage`; roles say their own permission. */
const route = routeGroup({ tags: ['users'], access: access.can('users.manage') });

const listUsers = route.get('/users', {
  summary: 'Sign-in accounts with their primary and additional roles (paginated, searchable)',
  access: access.can('roles.assign'),
  ...pagedCsvList(userListQuerySchema, userWithRolesSchema, 'A page of users'),
});

const putRoles = route.put('/users/{id}/roles', {
  summary: "Set a user's primary role and additional roles (only admin, Project Manager, employee)",
  access: access.can('roles.assign'),
  request: { params: idParams, body: jsonBody(userRolesInputSchema) },
  responses: { 200: jsonResponse(userRolesSchema, 'The roles now held'), ...errorsOf(401, 403, 404, 409, 422) },
});

const accessRoute = (action: 'deactivate' | 'reactivate' | 'sign-out-everywhere', summary: string) =>
  route.post(`/users/{id}/${action}`, {
    summary,
    request: { params: idParams },
    responses: { 200: jsonResponse(userAccessSchema, 'The account’s access now'), ...errorResponses },
  });
const deactivate = accessRoute(
  'deactivate',
  'Deactivate an account: its sessions end on every instance and it cannot sign in (the last active admin: 409)',
);
const reactivate = accessRoute('reactivate', 'Reactivate an account: it can sign in again');
const signOutAll = accessRoute('sign-out-everywhere', 'End every session of an account, on every device');

const listWhitelist = route.get('/admin-whitelist', {
  summary: 'The admin whitelist (email, active)',
  ...pagedCsvList(userListQuerySchema, whitelistEntrySchema, 'A page of entries'),
});

const addWhitelist = route.post('/admin-whitelist', {
  summary: 'Add an email to the admin whitelist',
  ...created(whitelistInputSchema, jsonResponse(whitelistEntrySchema, 'The entry'), errorsOf(401, 403, 409, 422)),
});

const patchWhitelist = route.patch('/admin-whitelist/{id}', {
  summary: 'Activate or deactivate a whitelist entry',
  request: { params: idParams, body: jsonBody(whitelistUpdateSchema) },
  responses: { 200: jsonResponse(whitelistEntrySchema, 'The entry'), ...errorsOf(401, 403, 404, 422) },
});

const deleteWhitelist = route.delete('/admin-whitelist/{id}', {
  summary: 'Remove an email from the admin whitelist',
  ...deleteById(idParams, 'Removed', errorsOf(401, 403, 404, 422)),
});

/**
 * Deactivating an account or signing it out everywhere ends its sessions: this instance forgets them at once, the
 * others when the announcement arrives.
 */
async function respondSessionsEnded(
  c: Context<AppEnv, string, { out: { param: { id: string } } }>,
  end: (db: Db, actor: Actor, userId: string) => Promise<UserAccess>,
) {
  const { deps, db, actor } = scopeOf(c);
  const result = await end(db, actor, c.req.valid('param').id);
  deps.sessionCache.forget({ user_id: result.user_id });
  return c.json(result, 200);
}

export const usersRouter = createRouter()
  .openapi(listUsers, async (c) => {
    const { db } = scopeOf(c);
    const { page, pageSize, q } = c.req.valid('query');
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...USER_CSV, page: (limit, offset) => selectUsersWithRoles(db, q, limit, offset) }),
      json: () => listUsersWithRoles(db, { q, page: { page, pageSize } }),
    });
  })
  .openapi(putRoles, async (c) => {
    const { db, actor } = scopeOf(c);
    const { primary_role: primary, additional_roles: additional } = c.req.valid('json');
    return c.json(await setUserRoles(db, { actor, userId: c.req.valid('param').id, primary, additional }), 200);
  })
  .openapi(deactivate, (c) => respondSessionsEnded(c, deactivateUser))
  .openapi(reactivate, async (c) => {
    const { db, actor } = scopeOf(c);
    return c.json(await reactivateUser(db, actor, c.req.valid('param').id), 200);
  })
  .openapi(signOutAll, (c) => respondSessionsEnded(c, signOutEverywhere))
  .openapi(listWhitelist, async (c) => {
    const { db } = scopeOf(c);
    const { page, pageSize, q } = c.req.valid('query');
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...WHITELIST_CSV, page: (limit, offset) => whitelist.selectWhitelist(db, q, limit, offset) }),
      json: () => whitelist.listWhitelist(db, { q, page: { page, pageSize } }),
    });
  })
  .openapi(addWhitelist, async (c) => {
    const { db, actor } = scopeOf(c);
    return c.json(await whitelist.addToWhitelist(db, { actor, input: c.req.valid('json') }), 201);
  })
  .openapi(patchWhitelist, async (c) => {
    const { db, actor } = scopeOf(c);
    const { id } = c.req.valid('param');
    return c.json(await whitelist.setWhitelistActive(db, { actor, id, isActive: c.req.valid('json').is_active }), 200);
  })
  .openapi(deleteWhitelist, async (c) => {
    const { db, actor } = scopeOf(c);
    await whitelist.removeFromWhitelist(db, { actor, id: c.req.valid('param').id });
    return c.body(null, 204);
  });
