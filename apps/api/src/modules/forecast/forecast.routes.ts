import { engagementForecastSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { jsonResponse } from '../../lib/route-helpers.js';
import { readById, uuidParams } from '../../lib/route-shapes.js';
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

export const forecastRouter = createRouter().openapi(engagement, async (c) => {
  const { db, principal: viewer } = scopeOf(c);
  return c.json(await service.engagementForecast(db, { viewer, id: c.req.valid('param').id }), 200);
});
