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
  weightsPreviewInputSchema,
  weightsPreviewSchema,
  weightsSchema,
} from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import { access } from '../../middleware/access.js';
import { board } from './board.service.js';
import { candidatesFor, queue, queuePage } from './matching.service.js';
import * as proposals from './proposals.service.js';
import { QUEUE_CSV } from './queue.csv.js';
import * as settings from './settings.service.js';

const tags = ['staffing'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id.' }) });
const manage = access.can('resource_requests.manage');
const staffing = access.can('staffing.manage');
const after = jsonResponse(resourceRequestSchema, 'The request after the change');

const candidates = defineRoute({
  method: 'get',
  path: '/resource-requests/{id}/candidates',
  tags,
  summary: 'Every active consultant scored for the request, best first, each with a readable breakdown',
  access: manage,
  request: { params: idParams, query: candidateQuerySchema },
  responses: { 200: jsonResponse(candidateListSchema, 'Ranked candidates'), ...errorResponses },
});

const propose = defineRoute({
  method: 'post',
  path: '/resource-requests/{id}/proposals',
  tags,
  summary: 'Propose consultants (notifies them and the requester); `accept: true` books them at once',
  access: manage,
  request: { params: idParams, body: jsonBody(proposeInputSchema) },
  responses: { 200: after, ...errorResponses },
});

const accept = defineRoute({
  method: 'post',
  path: '/staffing-proposals/{id}/accept',
  tags,
  summary: 'Accept a proposal: creates the engagement assignment (idempotent)',
  description: 'Over capacity is 409 naming the weeks (`details.weeks`) unless `override_reason` is given.',
  access: manage,
  request: { params: idParams, body: jsonBody(acceptInputSchema) },
  responses: { 200: after, ...errorResponses },
});

const decline = defineRoute({
  method: 'post',
  path: '/staffing-proposals/{id}/decline',
  tags,
  summary: 'Decline a proposal with a reason',
  access: manage,
  request: { params: idParams, body: jsonBody(reasonSchema) },
  responses: { 200: after, ...errorResponses },
});

const queueRoute = defineRoute({
  method: 'get',
  path: '/staffing/queue',
  tags,
  summary: 'Open requests by priority then start date, each with hours unstaffed and its top three candidates',
  access: staffing,
  request: { query: formatQuerySchema },
  responses: { 200: listResponse(queueSchema, 'The staffing queue'), ...errorResponses },
});

const boardRoute = defineRoute({
  method: 'get',
  path: '/staffing/board',
  tags,
  summary: 'Consultants × weeks: confirmed and tentative hours per week, roll-offs (one SQL statement)',
  access: staffing,
  request: { query: boardQuerySchema },
  responses: { 200: jsonResponse(boardSchema, 'The staffing board'), ...errorResponses },
});

const getSettings = defineRoute({
  method: 'get',
  path: '/staffing/settings',
  tags,
  summary: 'The matching weights (version 0: defaults, never saved)',
  access: staffing,
  responses: { 200: jsonResponse(staffingSettingsSchema, 'Weights; ETag carries the version'), ...errorResponses },
});

const putSettings = defineRoute({
  method: 'put',
  path: '/staffing/settings',
  tags,
  summary: 'Save the matching weights (admin settings)',
  access: access.can('settings.manage'),
  request: {
    headers: z.object({ 'if-match': z.string().optional() }),
    body: jsonBody(z.object({ weights: weightsSchema }).strict()),
  },
  responses: { 200: jsonResponse(staffingSettingsSchema, 'Saved weights'), ...errorResponses },
});

const preview = defineRoute({
  method: 'post',
  path: '/staffing/settings/preview',
  tags,
  summary: 'How the top 10 of a request (default: the most urgent open one) changes with other weights',
  access: access.can('settings.manage'),
  request: { body: jsonBody(weightsPreviewInputSchema) },
  responses: { 200: jsonResponse(weightsPreviewSchema, 'Top 10 now and with the new weights'), ...errorResponses },
});

const db = (c: Context<AppEnv>) => c.get('deps').database.db;

export const staffingRouter = createRouter()
  .openapi(candidates, async (c) =>
    c.json(await candidatesFor(db(c), c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(propose, async (c) => {
    const result = await proposals.propose(
      db(c),
      c.get('principal'),
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    c.header('ETag', etagOf(result.version));
    return c.json(result, 200);
  })
  .openapi(accept, async (c) => {
    const reason = c.req.valid('json').override_reason ?? null;
    const result = await proposals.acceptProposal(
      db(c),
      c.get('principal'),
      actorOf(c),
      c.req.valid('param').id,
      reason,
    );
    return c.json(result, 200);
  })
  .openapi(decline, async (c) =>
    c.json(
      await proposals.declineProposal(db(c), actorOf(c), c.req.valid('param').id, c.req.valid('json').reason),
      200,
    ),
  )
  .openapi(queueRoute, async (c) => {
    const { format, export: requested } = splitFormat(c.req.valid('query'));
    if (format === 'csv') return respondCsv(c, { ...QUEUE_CSV, page: queuePage(db(c)) }, requested);
    return c.json(await queue(db(c)), 200);
  })
  .openapi(boardRoute, async (c) => c.json(await board(db(c), c.req.valid('query')), 200))
  .openapi(getSettings, async (c) => {
    const current = await settings.getSettings(db(c));
    c.header('ETag', etagOf(current.version));
    return c.json(current, 200);
  })
  .openapi(putSettings, async (c) => {
    const saved = await settings.saveSettings(
      db(c),
      actorOf(c),
      c.req.valid('json').weights,
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(saved.version));
    return c.json(saved, 200);
  })
  .openapi(preview, async (c) => {
    const { weights, request_id } = c.req.valid('json');
    return c.json(await settings.previewWeights(db(c), weights, request_id), 200);
  });
