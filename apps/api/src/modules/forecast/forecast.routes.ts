import { z } from '@hono/zod-openapi';
import {
  engagementForecastSchema,
  firmForecastExportQuerySchema,
  firmForecastSchema,
  firmForecastWeekParamsSchema,
  firmForecastWeekSchema,
  hasPermission,
} from '@praxis/shared';
import { respondCsv } from '../../lib/csv.js';
import { AppError } from '../../lib/app-error.js';
import { access } from '../../middleware/access.js';
import { onReplica } from '../../middleware/read-your-writes.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { readById, uuidParams } from '../../lib/route-shapes.js';
import { firmForecastCsv } from './firm.csv.js';
import { firmForecast, firmForecastWeek } from './firm.service.js';
import * as service from './forecast.service.js';

/** A forecast is read like the engagement it belongs to. */
const route = routeGroup({ tags: ['engagements'], access: access.can('engagements.view') });

const engagement = route.get('/engagements/{id}/forecast', {
  summary: 'The engagement forecast: actual, scheduled and tentative hours per week against the budget',
  description:
    'Actual hours are approved timesheet hours; scheduled hours spread each assignment over its working days from ' +
    "each person's today, less time off and holidays at their office; tentative hours (open proposals) are drawn " +
    'apart and never move `runs_out_on`. `money` is present only with finance rights.',
  ...readById(uuidParams('engagement'), jsonResponse(engagementForecastSchema, 'The forecast and its explanation')),
});

/** The firm forecast sits in the command center: read with `reports.view`, exported with `data.export`. */
const firm = routeGroup({ tags: ['command-center'], access: access.can('reports.view') });

const firmRoute = firm.get('/command-center/forecast', {
  summary: "The firm's next 12 weeks: utilisation, the bench ahead, roll-offs, and revenue ahead (admins)",
  description:
    'Weeks run Monday to Sunday from next Monday. Utilisation is scheduled hours (assignments) over capacity ' +
    '(8 h per working day, less time off and holidays), with and without open proposals; the bench is people ' +
    'under 50 % booked; a roll-off is an assignment ending with nothing after it. `revenue` (finance rights ' +
    'only) is scheduled hours on engagements not billed by a fixed fee × people’s rates, per currency.',
  responses: { 200: jsonResponse(firmForecastSchema, 'The firm forecast'), ...errorsOf(401, 403) },
});

const firmWeekRoute = firm.get('/command-center/forecast/weeks/{week}', {
  summary: 'One week of the firm forecast: the people and engagements behind its numbers',
  ...readById(firmForecastWeekParamsSchema, jsonResponse(firmForecastWeekSchema, 'The week'), errorsOf(401, 403, 422)),
});

const firmExportRoute = firm.get('/command-center/forecast/export', {
  summary: 'The firm forecast as CSV: weeks, bench, roll-offs, or revenue (admins)',
  access: access.can('data.export'),
  request: { query: firmForecastExportQuerySchema },
  responses: {
    200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
    ...errorsOf(401, 403, 422),
  },
});

export const forecastRouter = createRouter()
  .openapi(engagement, async (c) => {
    const { db, principal: viewer } = scopeOf(c);
    return c.json(await service.engagementForecast(db, { viewer, id: c.req.valid('param').id }), 200);
  })
  .openapi(firmRoute, async (c) => {
    const { principal } = scopeOf(c);
    return c.json(await onReplica(c, (db) => firmForecast(db, principal)), 200);
  })
  .openapi(firmWeekRoute, async (c) => {
    const { principal: viewer } = scopeOf(c);
    const { week } = c.req.valid('param');
    return c.json(await onReplica(c, (db) => firmForecastWeek(db, { viewer, week })), 200);
  })
  .openapi(firmExportRoute, async (c) => {
    const { principal } = scopeOf(c);
    const { view } = c.req.valid('query');
    if (view === 'revenue' && !hasPermission(principal.roles, 'finance.view')) {
      throw AppError.forbidden('Only those who may see money can export the revenue ahead.');
    }
    return respondCsv(c, firmForecastCsv(await onReplica(c, (db) => firmForecast(db, principal)), view), {}) as never;
  });
