import { z } from '@hono/zod-openapi';
import { onboardingSchema, onboardingTaskUpdateSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { formatQuerySchema, listResponse } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { readById, uuidParams, versionedUpdate } from '../../lib/route-shapes.js';
import { ONBOARDING_CSV } from './onboarding.csv.js';
import * as service from './onboarding.service.js';

/** Onboardings: `onboarding.own` (row-level rules: one's own, or all for admins). */
const route = routeGroup({ tags: ['onboarding'], access: access.can('onboarding.own') });

const list = route.get('/onboardings', {
  summary: 'Onboardings with progress and tasks: all for admins, one’s own for a new hire',
  request: { query: formatQuerySchema },
  responses: { 200: listResponse(z.array(onboardingSchema), 'The onboardings'), ...errorsOf(401, 403, 422) },
});

const get = route.get('/onboardings/{id}', {
  summary: 'One onboarding (another’s is 404 unless admin)',
  ...readById(uuidParams('onboarding'), jsonResponse(onboardingSchema, 'The onboarding')),
});

const updateTask = route.patch('/onboarding-tasks/{id}', {
  summary: 'Tick a task (its owner, the new hire or an admin) or hand it over (admin), with If-Match',
  ...versionedUpdate(uuidParams('task'), onboardingTaskUpdateSchema, jsonResponse(onboardingSchema, 'The onboarding')),
});

export const onboardingRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...ONBOARDING_CSV, page: service.onboardingCsvRows(db, principal) }),
      json: () => service.listOnboardings(db, { principal }),
    });
  })
  .openapi(get, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.getOnboarding(db, { principal, id: c.req.valid('param').id }), 200);
  })
  .openapi(updateTask, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const onboarding = await service.updateTask(db, {
      principal,
      actor,
      id,
      patch: c.req.valid('json'),
      expectedVersion,
    });
    return c.json(onboarding, 200);
  });
