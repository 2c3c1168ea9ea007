import { z } from '@hono/zod-openapi';
import { demandSignalSchema, recruitingAnalyticsSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { analytics, demand } from './insights.service.js';

/** Recruiting insights: `recruiting.candidates`. */
const route = routeGroup({ tags: ['recruiting'], access: access.can('recruiting.candidates') });

const analyticsRoute = route.get('/recruiting/analytics', {
  summary: 'Time in stage, conversion per stage, source effectiveness, pipeline by position, time to hire',
  responses: { 200: jsonResponse(recruitingAnalyticsSchema, 'The analytics'), ...errorsOf(401, 403) },
});

const demandRoute = route.get('/recruiting/demand', {
  summary: 'Suggested positions from unmet staffing demand, with the requests and roll-offs as evidence',
  responses: { 200: jsonResponse(z.array(demandSignalSchema), 'The suggestions'), ...errorsOf(401, 403) },
});

export const insightsRouter = createRouter()
  .openapi(analyticsRoute, async (c) => c.json(await analytics(scopeOf(c).db), 200))
  .openapi(demandRoute, async (c) => c.json(await demand(scopeOf(c).db), 200));
