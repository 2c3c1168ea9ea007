import { z } from '@hono/zod-openapi';
import { consultantArchiveSchema, consultantSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { archiveConsultant, restoreConsultant } from './leavers.service.js';

const params = z.object({ id: z.uuid({ error: 'Not a valid consultant id.' }) });
const headers = z.object({ 'if-match': z.string().optional() });

const archive = defineRoute({
  method: 'post',
  path: '/consultants/{id}/archive',
  tags: ['consultants'],
  summary: 'Archive a leaver: hidden from the directory, pickers and staffing; their user is deactivated',
  description: 'Kept in history (past engagements, timesheets). Send the version in `If-Match`; stale → 409.',
  access: access.can('consultants.manage'),
  request: { params, headers, body: jsonBody(consultantArchiveSchema) },
  responses: { 200: jsonResponse(consultantSchema, 'The archived consultant'), ...errorsOf(401, 403, 404, 409, 422) },
});

const restore = defineRoute({
  method: 'post',
  path: '/consultants/{id}/restore',
  tags: ['consultants'],
  summary: 'Restore an archived consultant (their user can sign in again)',
  access: access.can('consultants.manage'),
  request: { params, headers },
  responses: { 200: jsonResponse(consultantSchema, 'The restored consultant'), ...errorsOf(401, 403, 404, 409, 422) },
});

export const leaversRouter = createRouter()
  .openapi(archive, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    return respondVersioned(c, await archiveConsultant(db, { principal, actor, id, expectedVersion, input }), 200);
  })
  .openapi(restore, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    return respondVersioned(c, await restoreConsultant(db, { principal, actor, id, expectedVersion }), 200);
  });
