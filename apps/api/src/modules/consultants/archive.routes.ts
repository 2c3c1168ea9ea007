import { consultantArchiveSchema, consultantSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { respondStepped } from '../../lib/versioned-handlers.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { ifMatchHeader, uuidParams, versionedAction } from '../../lib/route-shapes.js';
import { archiveConsultant, restoreConsultant } from './archive.service.js';

const params = uuidParams('consultant');
const route = routeGroup({ tags: ['consultants'], access: access.can('consultants.manage') });

const archive = route.post('/consultants/{id}/archive', {
  summary: 'Archive a leaver: last day recorded, out of the directory, pickers and staffing, account deactivated',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409, as does archiving twice.',
  request: { params, headers: ifMatchHeader, body: jsonBody(consultantArchiveSchema) },
  responses: { 200: jsonResponse(consultantSchema, 'The archived consultant'), ...errorResponses },
});

const restore = route.post('/consultants/{id}/restore', {
  summary: 'Restore an archived consultant (back in the directory, account re-activated)',
  ...versionedAction(params, jsonResponse(consultantSchema, 'The restored consultant')),
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
  .openapi(restore, (c) =>
    respondStepped(c, (db, { principal, actor, id, expectedVersion }) =>
      restoreConsultant(db, principal, actor, id, expectedVersion),
    ),
  );
