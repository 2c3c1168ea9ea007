import { homeSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { scopeOf } from '../../lib/request-scope.js';
import { homeFor } from './home.service.js';

const home = defineRoute({
  method: 'get',
  path: '/home',
  tags: ['home'],
  summary: "The caller's start page: current engagements, open work items, unread notifications",
  access: access.signedIn,
  responses: { 200: jsonResponse(homeSchema, 'Home'), ...errorResponses },
});

export const homeRouter = createRouter().openapi(home, async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await homeFor(scopeOf(c).db, scopeOf(c).principal), 200);
});
