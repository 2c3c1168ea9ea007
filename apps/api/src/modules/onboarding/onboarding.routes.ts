import { z } from '@hono/zod-openapi';
import { onboardingSchema, onboardingTaskUpdateSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import * as service from './onboarding.service.js';

const tags = ['onboarding'];
const own = access.can('onboarding.own');

const list = defineRoute({
  method: 'get',
  path: '/onboardings',
  tags,
  summary: 'Onboardings with progress and tasks: all for admins, one’s own for a new hire',
  access: own,
  responses: { 200: jsonResponse(z.array(onboardingSchema), 'The onboardings'), ...errorsOf(401, 403) },
});

const get = defineRoute({
  method: 'get',
  path: '/onboardings/{id}',
  tags,
  summary: 'One onboarding (another’s is 404 unless admin)',
  access: own,
  request: { params: z.object({ id: z.uuid({ error: 'Not a valid onboarding id.' }) }) },
  responses: { 200: jsonResponse(onboardingSchema, 'The onboarding'), ...errorsOf(401, 403, 404, 422) },
});

const updateTask = defineRoute({
  method: 'patch',
  path: '/onboarding-tasks/{id}',
  tags,
  summary: 'Tick a task (its owner, the new hire or an admin) or hand it over (admin), with If-Match',
  access: own,
  request: {
    params: z.object({ id: z.uuid({ error: 'Not a valid task id.' }) }),
    headers: z.object({ 'if-match': z.string().optional() }),
    body: jsonBody(onboardingTaskUpdateSchema),
  },
  responses: { 200: jsonResponse(onboardingSchema, 'The onboarding'), ...errorsOf(401, 403, 404, 409, 422) },
});

export const onboardingRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.listOnboardings(db, { principal }), 200);
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
