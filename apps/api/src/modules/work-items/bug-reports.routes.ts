import { bugReportCreatedSchema, bugReportInputSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { fileBugReport } from './bug-reports.service.js';

const route = routeGroup({ tags: ['work-items'] });

const create = route.post('/bug-reports', {
  summary: 'File a bug report from the error page (becomes a Requested work item; admins are notified)',
  access: access.can('work_items.create'),
  request: { body: jsonBody(bugReportInputSchema) },
  responses: { 201: jsonResponse(bugReportCreatedSchema, 'The created work item'), ...errorsOf(401, 403, 422) },
});

export const bugReportsRouter = createRouter().openapi(create, async (c) => {
  const { db, principal, actor } = scopeOf(c);
  return c.json(await fileBugReport(db, { principal, actor, input: c.req.valid('json') }), 201);
});
