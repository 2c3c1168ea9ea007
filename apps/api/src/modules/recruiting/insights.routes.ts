import { z } from '@hono/zod-openapi';
import { demandSignalSchema, recruitingAnalyticsSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { analytics, demand } from './insights.service.js';

const tags = ['recruiting'];

const analyticsRoute = defineRoute({
  method: 'get',
  path: '/recruiting/analytics',
  tags,
  summary: 'Time in stage, conversion per stage, source effectiveness, pipeline by position, time to hire',
  access: access.can('recruiting.candidates'),
  responses: { 200: jsonResponse(recruitingAnalyticsSchema, 'The analytics'), ...errorsOf(401, 403) },
});

const demandRoute = defineRoute({
  method: 'get',
  path: '/recruiting/demand',
  tags,
  summary: 'Suggested positions from unmet staffing demand, with the requests and roll-offs as evidence',
  access: access.can('recruiting.candidates'),
  responses: { 200: jsonResponse(z.array(demandSignalSchema), 'The suggestions'), ...errorsOf(401, 403) },
});

export const insightsRouter = createRouter()
  .openapi(analyticsRoute, async (c) => c.json(await analytics(scopeOf(c).db), 200))
  .openapi(demandRoute, async (c) => c.json(await demand(scopeOf(c).db), 200));
