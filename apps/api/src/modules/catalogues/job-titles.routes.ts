import { z } from '@hono/zod-openapi';
import { jobTitleInputSchema, jobTitleSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { formatQuerySchema, listResponse, pageOfRows, type CsvColumn } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { created, readByQuery } from '../../lib/route-shapes.js';
import { scopeOf } from '../../lib/request-scope.js';
import * as service from './job-titles.service.js';

/** The job titles as CSV (Admin Settings › Job titles). */
const JOB_TITLE_CSV = {
  filename: 'job-titles',
  fields: Object.keys(jobTitleSchema.shape),
  columns: [
    { key: 'title', header: 'Title' },
    { key: 'member_count', header: 'Members' },
  ] satisfies CsvColumn[],
};

/** Changing the job titles is for settings managers; reading them is for anyone signed in. */
const route = routeGroup({ tags: ['catalogues'], access: access.can('settings.manage') });

const list = route.get('/job-titles', {
  summary: 'Job titles with member counts (format=csv: as CSV)',
  access: access.signedIn,
  ...readByQuery(formatQuerySchema, listResponse(z.array(jobTitleSchema), 'All job titles'), errorResponses),
});

const create = route.post('/job-titles', {
  summary: 'Create a job title (CEO is refused)',
  ...created(jobTitleInputSchema, jsonResponse(jobTitleSchema, 'The created job title'), errorResponses),
});

const rename = route.patch('/job-titles/{id}', {
  summary: 'Rename a job title (CEO is refused)',
  request: { params: z.object({ id: z.uuid() }), body: jsonBody(jobTitleInputSchema) },
  responses: { 200: jsonResponse(jobTitleSchema, 'The renamed job title'), ...errorResponses },
});

const remove = route.delete('/job-titles/{id}', {
  summary: 'Delete a job title nobody holds',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

export const jobTitlesRouter = createRouter()
  .openapi(list, async (c) => {
    const titles = await service.listJobTitles(scopeOf(c).db);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...JOB_TITLE_CSV, page: pageOfRows(titles) }),
      json: () => titles,
    });
  })
  .openapi(create, async (c) => {
    const { db, actor } = scopeOf(c);
    return c.json(await service.createJobTitle(db, actor, c.req.valid('json').title), 201);
  })
  .openapi(rename, async (c) => {
    const { db, actor } = scopeOf(c);
    return c.json(await service.renameJobTitle(db, actor, c.req.valid('param').id, c.req.valid('json').title), 200);
  })
  .openapi(remove, async (c) => {
    const { db, actor } = scopeOf(c);
    await service.deleteJobTitle(db, actor, c.req.valid('param').id);
    return c.body(null, 204);
  });
