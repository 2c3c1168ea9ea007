import { homeSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { homeFor } from './home.service.js';

const route = routeGroup({ tags: ['home'], access: access.signedIn });

const home = route.get('/home', {
  summary: "The caller's start page: current engagements, open work items, unread notifications",
  responses: { 200: jsonResponse(homeSchema, 'Home'), ...errorResponses },
});

export const homeRouter = createRouter().openapi(home, async (c) => {
  const { db, principal } = scopeOf(c);
  c.header('Cache-Control', 'no-store');
  return c.json(await homeFor(db, principal), 200);
});
