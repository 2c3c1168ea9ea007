import { searchQuerySchema, searchResultsSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { onReplica } from '../../middleware/read-your-writes.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { readByQuery } from '../../lib/route-shapes.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { searchEverywhere } from './search.queries.js';

const route = routeGroup({ tags: ['search'], access: access.signedIn });

const search = route.get('/search', {
  summary:
    'Search everywhere: consultants (by skill too), clients, engagements, work items, plans, candidates and golden folders the caller may open',
  description: 'Up to 6 per group. Look-alike and invisible characters are folded; control characters get 422.',
  ...readByQuery(searchQuerySchema, jsonResponse(searchResultsSchema, 'Results by group'), errorsOf(401, 422)),
});

export const searchRouter = createRouter().openapi(search, async (c) => {
  const { principal } = scopeOf(c);
  const { q } = c.req.valid('query');
  return c.json(await onReplica(c, (db) => searchEverywhere(db, principal, q)), 200);
});
