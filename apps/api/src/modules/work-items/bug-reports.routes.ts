import { bugReportCreatedSchema, bugReportInputSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { fileBugReport } from './bug-reports.service.js';

const create = defineRoute({
  method: 'post',
  path: '/bug-reports',
  tags: ['work-items'],
  summary: 'File a bug report from the error page (becomes a Requested work item; admins are notified)',
  access: access.can('work_items.create'),
  request: { body: jsonBody(bugReportInputSchema) },
  responses: { 201: jsonResponse(bugReportCreatedSchema, 'The created work item'), ...errorResponses },
});

export const bugReportsRouter = createRouter().openapi(create, async (c) => {
  const created = await fileBugReport(c.get('deps').database.db, c.get('principal'), actorOf(c), c.req.valid('json'));
  return c.json(created, 201);
});
