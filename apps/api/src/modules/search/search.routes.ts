import { searchQuerySchema, searchResultsSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { searchEverywhere } from './search.queries.js';

const search = defineRoute({
  method: 'get',
  path: '/search',
  tags: ['search'],
  summary: 'Search everywhere: consultants (by skill too), clients, engagements and work items the caller may open',
  description: 'Up to 6 per group. Look-alike and invisible characters are folded; control characters get 422.',
  access: access.signedIn,
  request: { query: searchQuerySchema },
  responses: { 200: jsonResponse(searchResultsSchema, 'Results by group'), ...errorsOf(401, 422) },
});

export const searchRouter = createRouter().openapi(search, async (c) => {
  const { db, principal } = scopeOf(c);
  return c.json(await searchEverywhere(db, principal, c.req.valid('query').q), 200);
});
