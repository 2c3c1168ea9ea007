import { z } from '@hono/zod-openapi';
import {
  applicantCreateSchema,
  applicantListQuerySchema,
  applicantSchema,
  applicantUpdateSchema,
  referralCreateSchema,
  referralSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { respondCreated, respondRead } from '../../lib/versioned-handlers.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { created, readById, uuidParams, versionedUpdate } from '../../lib/route-shapes.js';
import { CANDIDATE_CSV } from './recruiting.csv.js';
import { baseUrlOf } from '../../lib/env.js';
import * as service from './candidates.service.js';
import { startOnboarding } from '../onboarding/hire.service.js';

const idParams = uuidParams('candidate');
/** Candidates (personal data) need `recruiting.candidates`; referrals say `recruiting.view`. */
const route = routeGroup({ tags: ['recruiting'], access: access.can('recruiting.candidates') });

const listReferrals = route.get('/recruiting/referrals', {
  summary: 'My referrals and their stage',
  access: access.can('recruiting.view'),
  responses: { 200: jsonResponse(z.array(referralSchema), 'Your referrals'), ...errorsOf(401, 403) },
});

const getReferral = route.get('/recruiting/referrals/{id}', {
  summary: 'The stage of one of my referrals (anyone else’s is 404)',
  access: access.can('recruiting.view'),
  ...readById(idParams, jsonResponse(referralSchema, 'The referral')),
});

const refer = route.post('/recruiting/referrals', {
  summary: 'Refer a candidate for an open position',
  access: access.can('recruiting.view'),
  ...created(referralCreateSchema, jsonResponse(referralSchema, 'The referral'), errorsOf(401, 403, 404, 422)),
});

const list = route.get('/recruiting/candidates', {
  summary: 'List candidates (personal data: admin and Project Manager)',
  ...pagedCsvList(applicantListQuerySchema, applicantSchema, 'A page of candidates'),
});

const get = route.get('/recruiting/candidates/{id}', {
  summary: 'Read one candidate',
  ...readById(idParams, jsonResponse(applicantSchema, 'The candidate')),
});

const create = route.post('/recruiting/candidates', {
  summary: 'Add a candidate',
  ...created(applicantCreateSchema, jsonResponse(applicantSchema, 'The created candidate'), errorsOf(401, 403, 422)),
});

const update = route.patch('/recruiting/candidates/{id}', {
  summary: 'Update a candidate or move them to another stage (rejecting needs a reason)',
  ...versionedUpdate(idParams, applicantUpdateSchema, jsonResponse(applicantSchema, 'The updated candidate')),
});

export const candidatesRouter = createRouter()
  .openapi(listReferrals, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.listReferrals(db, { userId: principal.userId }), 200);
  })
  .openapi(getReferral, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.getReferral(db, { userId: principal.userId, id: c.req.valid('param').id }), 200);
  })
  .openapi(refer, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    return c.json(await service.refer(db, { actor, userId: principal.userId, input: c.req.valid('json') }), 201);
  })
  .openapi(list, async (c) => {
    const { db } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (filter) => ({ ...CANDIDATE_CSV, page: service.candidateRows(db, { filter }) }),
      json: (query) => service.listCandidates(db, { query }),
    });
  })
  .openapi(get, (c) => respondRead(c, service.getCandidate))
  .openapi(create, (c) => respondCreated(c, service.createCandidate))
  .openapi(update, async (c) => {
    const { db, actor, principal, expectedVersion, deps } = scopeOf(c);
    const { id } = c.req.valid('param');
    const appUrl = baseUrlOf(deps.env);
    const candidate = await service.updateCandidate(db, {
      actor,
      id,
      patch: c.req.valid('json'),
      expectedVersion,
      // Hiring starts the onboarding in the same transaction (docs/product.md §11.12).
      onStage: async ({ tx, candidateId, stage }) =>
        stage === 'hired' ? startOnboarding(tx, { actor, principal, candidateId, appUrl }) : undefined,
    });
    return respondVersioned(c, candidate, 200);
  });
