import { z } from '@hono/zod-openapi';
import { myProposalSchema } from '@praxis/shared';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { access } from '../../middleware/access.js';
import { proposalsOfConsultant } from './my-proposals.queries.js';

/** Everyone sees the requests they are proposed for or staffed through (`staffing.own`), and only theirs. */
const route = routeGroup({ tags: ['staffing'], access: access.can('staffing.own') });

const mine = route.get('/staffing-proposals/mine', {
  summary: 'The resource requests I am proposed for or staffed through, with the state of each proposal',
  responses: { 200: jsonResponse(z.array(myProposalSchema), 'My proposals'), ...errorsOf(401, 403) },
});

export const myProposalsRouter = createRouter().openapi(mine, async (c) => {
  const { db, principal } = scopeOf(c);
  // A user without a consultant profile (a fresh admin account) is proposed for nothing.
  const list = principal.consultant ? await proposalsOfConsultant(db, principal.consultant.id) : [];
  return c.json(list, 200);
});
