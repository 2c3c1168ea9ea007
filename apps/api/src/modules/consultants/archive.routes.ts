import { z } from '@hono/zod-openapi';
import { consultantArchiveSchema, consultantSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { archiveConsultant, restoreConsultant } from './archive.service.js';

const params = z.object({ id: z.uuid({ error: 'Not a valid consultant id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });
const route = routeGroup({ tags: ['consultants'], access: access.can('consultants.manage') });

const archive = route.post('/consultants/{id}/archive', {
  summary: 'Archive a leaver: last day recorded, out of the directory, pickers and staffing, account deactivated',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409, as does archiving twice.',
  request: { params, headers: ifMatch, body: jsonBody(consultantArchiveSchema) },
  responses: { 200: jsonResponse(consultantSchema, 'The archived consultant'), ...errorResponses },
});

const restore = route.post('/consultants/{id}/restore', {
  summary: 'Restore an archived consultant (back in the directory, account re-activated)',
  request: { params, headers: ifMatch },
  responses: { 200: jsonResponse(consultantSchema, 'The restored consultant'), ...errorResponses },
});

export const archiveRouter = createRouter()
  .openapi(archive, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    return respondVersioned(
      c,
      await archiveConsultant(db, principal, actor, id, c.req.valid('json'), expectedVersion),
      200,
    );
  })
  .openapi(restore, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    return respondVersioned(
      c,
      await restoreConsultant(db, principal, actor, c.req.valid('param').id, expectedVersion),
      200,
    );
  });
