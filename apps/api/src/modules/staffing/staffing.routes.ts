import { z } from '@hono/zod-openapi';
import {
  acceptInputSchema,
  boardQuerySchema,
  boardSchema,
  candidateListSchema,
  candidateQuerySchema,
  proposeInputSchema,
  queueSchema,
  reasonSchema,
  resourceRequestSchema,
  staffingSettingsSchema,
  staffingWhatIfQuerySchema,
  staffingWhatIfSchema,
  weightsPreviewInputSchema,
  weightsPreviewSchema,
  weightsSchema,
} from '@praxis/shared';
import { formatQuerySchema, listResponse } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { readByQuery, uuidParams, versionedSave, writeById } from '../../lib/route-shapes.js';
import { access } from '../../middleware/access.js';
import { board } from './board.service.js';
import { candidatesFor, queue, queuePage } from './matching.service.js';
import * as proposals from './proposals.service.js';
import { QUEUE_CSV } from './queue.csv.js';
import * as settings from './settings.service.js';
import { staffingWhatIf } from './what-if.service.js';

const idParams = uuidParams();
const manage = access.can('resource_requests.manage');
const staffing = access.can('staffing.manage');
/** Matching and proposals need `resource_requests.manage`; the queue, board and weights say their own. */
const route = routeGroup({ tags: ['staffing'], access: manage });
const after = jsonResponse(resourceRequestSchema, 'The request after the change');

const candidates = route.get('/resource-requests/{id}/candidates', {
  summary: 'Every active consultant scored for the request, best first, each with a readable breakdown',
  request: { params: idParams, query: candidateQuerySchema },
  responses: { 200: jsonResponse(candidateListSchema, 'Ranked candidates'), ...errorResponses },
});

const whatIf = route.get('/resource-requests/{id}/what-if', {
  summary: "How proposing a person changes the engagement's forecast and their utilisation, before → after",
  description:
    'The booking (`hours_per_week`, default the hours still open) over the request dates is counted as scheduled ' +
    "in the engagement forecast; the person's utilisation covers the request's weeks from today. Amounts only " +
    'with finance rights. An unknown or inactive consultant is 404; a request no longer open is 409.',
  request: { params: idParams, query: staffingWhatIfQuerySchema },
  responses: { 200: jsonResponse(staffingWhatIfSchema, 'Before and after'), ...errorResponses },
});

const propose = route.post('/resource-requests/{id}/proposals', {
  summary: 'Propose consultants (notifies them and the requester); `accept: true` books them at once',
  ...writeById(idParams, proposeInputSchema, after, errorResponses),
});

const accept = route.post('/staffing-proposals/{id}/accept', {
  summary: 'Accept a proposal: creates the engagement assignment (idempotent)',
  description: 'Over capacity is 409 naming the weeks (`details.weeks`) unless `override_reason` is given.',
  ...writeById(idParams, acceptInputSchema, after, errorResponses),
});

const decline = route.post('/staffing-proposals/{id}/decline', {
  summary: 'Decline a proposal with a reason',
  ...writeById(idParams, reasonSchema, after, errorResponses),
});

const queueRoute = route.get('/staffing/queue', {
  summary: 'Open requests by priority then start date, each with hours unstaffed and its top three candidates',
  access: staffing,
  ...readByQuery(formatQuerySchema, listResponse(queueSchema, 'The staffing queue'), errorResponses),
});

const boardRoute = route.get('/staffing/board', {
  summary: 'Consultants × weeks: confirmed and tentative hours per week, roll-offs (one SQL statement)',
  access: staffing,
  ...readByQuery(boardQuerySchema, jsonResponse(boardSchema, 'The staffing board'), errorResponses),
});

const getSettings = route.get('/staffing/settings', {
  summary: 'The matching weights (version 0: defaults, never saved)',
  access: staffing,
  responses: { 200: jsonResponse(staffingSettingsSchema, 'Weights; ETag carries the version'), ...errorResponses },
});

const putSettings = route.put('/staffing/settings', {
  summary: 'Save the matching weights (admin settings)',
  access: access.can('settings.manage'),
  ...versionedSave(
    z.object({ weights: weightsSchema }).strict(),
    jsonResponse(staffingSettingsSchema, 'Saved weights'),
    errorResponses,
  ),
});

const preview = route.post('/staffing/settings/preview', {
  summary: 'How the top 10 of a request (default: the most urgent open one) changes with other weights',
  access: access.can('settings.manage'),
  request: { body: jsonBody(weightsPreviewInputSchema) },
  responses: { 200: jsonResponse(weightsPreviewSchema, 'Top 10 now and with the new weights'), ...errorResponses },
});

export const staffingRouter = createRouter()
  .openapi(candidates, async (c) =>
    c.json(await candidatesFor(scopeOf(c).db, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(whatIf, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await staffingWhatIf(db, principal, c.req.valid('param').id, c.req.valid('query')), 200);
  })
  .openapi(propose, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const result = await proposals.propose(db, principal, actor, c.req.valid('param').id, c.req.valid('json'));
    return respondVersioned(c, result, 200);
  })
  .openapi(accept, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const reason = c.req.valid('json').override_reason ?? null;
    return c.json(await proposals.acceptProposal(db, principal, actor, c.req.valid('param').id, reason), 200);
  })
  .openapi(decline, async (c) => {
    const { db, actor } = scopeOf(c);
    const { reason } = c.req.valid('json');
    return c.json(await proposals.declineProposal(db, actor, c.req.valid('param').id, reason), 200);
  })
  .openapi(queueRoute, async (c) => {
    const { db } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...QUEUE_CSV, page: queuePage(db) }),
      json: () => queue(db),
    });
  })
  .openapi(boardRoute, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await board(db, c.req.valid('query'), principal), 200);
  })
  .openapi(getSettings, async (c) => respondVersioned(c, await settings.getSettings(scopeOf(c).db), 200))
  .openapi(putSettings, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    return respondVersioned(
      c,
      await settings.saveSettings(db, actor, c.req.valid('json').weights, expectedVersion),
      200,
    );
  })
  .openapi(preview, async (c) => {
    const { weights, request_id } = c.req.valid('json');
    return c.json(await settings.previewWeights(scopeOf(c).db, weights, request_id), 200);
  });
