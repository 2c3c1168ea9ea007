import { z } from '@hono/zod-openapi';
import {
  applicantSchema,
  CV_MAX_BYTES,
  interviewCreateSchema,
  interviewSchema,
  retentionListSchema,
  scorecardInputSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { deleteById, readById, uuidParams } from '../../lib/route-shapes.js';
import * as interviews from './interviews.service.js';
import * as personal from './personal-data.service.js';

const idParams = uuidParams('candidate');
const interviewParams = uuidParams('interview');
const MAX_MB = CV_MAX_BYTES / (1024 * 1024);
/** Candidates' files and interviews: personal data, `recruiting.candidates`. */
const route = routeGroup({ tags: ['recruiting'], access: access.can('recruiting.candidates') });

const uploadCv = route.post('/recruiting/candidates/{id}/cv', {
  summary: `Upload a CV (multipart field \`file\`: PDF or DOCX, checked by content, at most ${MAX_MB} MB)`,
  request: { params: idParams },
  responses: { 200: jsonResponse(applicantSchema, 'The candidate with the CV'), ...errorsOf(401, 403, 404, 409, 422) },
});

const downloadCv = route.get('/recruiting/candidates/{id}/cv', {
  summary: 'Download the candidate’s CV',
  request: { params: idParams },
  responses: {
    200: { description: 'The CV', content: { 'application/octet-stream': { schema: z.any() } } },
    ...errorsOf(401, 403, 404, 422),
  },
});

const erase = route.delete('/recruiting/candidates/{id}/personal-data', {
  summary: 'Erase a candidate’s personal data and CV (the audit keeps only that an erasure happened)',
  description: 'Admins only (recruiting.erase): the erasure cannot be undone.',
  access: access.can('recruiting.erase'),
  ...deleteById(idParams, 'Erased', errorsOf(401, 403, 404, 422)),
});

const retention = route.get('/recruiting/retention', {
  summary: 'Rejected candidates older than the retention period (RECRUITING_RETENTION_MONTHS), for erasure',
  responses: { 200: jsonResponse(retentionListSchema, 'Candidates due for erasure'), ...errorsOf(401, 403) },
});

const listInterviews = route.get('/recruiting/candidates/{id}/interviews', {
  summary: 'A candidate’s interviews with interviewers and scorecards',
  ...readById(idParams, jsonResponse(z.array(interviewSchema), 'The interviews')),
});

const schedule = route.post('/recruiting/candidates/{id}/interviews', {
  summary: 'Schedule an interview with interviewers',
  request: { params: idParams, body: jsonBody(interviewCreateSchema) },
  responses: { 201: jsonResponse(interviewSchema, 'The interview'), ...errorsOf(401, 403, 404, 409, 422) },
});

const openInterview = route.get('/recruiting/interviews/{id}', {
  summary: 'One interview, for its interviewers: who, when, and my scorecard (all scorecards with candidate rights)',
  description: 'Any signed-in interviewer on it; others need recruiting.candidates (403).',
  access: access.signedIn,
  ...readById(interviewParams, jsonResponse(interviewSchema, 'The interview')),
});

const scorecard = route.put('/recruiting/interviews/{id}/scorecard', {
  summary: 'File my scorecard for an interview (ratings per required skill + recommendation)',
  description: 'Any signed-in interviewer on it (employees included); others get 403.',
  access: access.signedIn,
  request: { params: interviewParams, body: jsonBody(scorecardInputSchema) },
  responses: { 200: jsonResponse(interviewSchema, 'The interview'), ...errorsOf(401, 403, 404, 422) },
});

const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const candidateFilesRouter = createRouter()
  .openapi(uploadCv, async (c) => {
    const { db, actor, deps } = scopeOf(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const candidate = await personal.uploadCv(db, deps.storage, {
      actor,
      id: c.req.valid('param').id,
      file: form.file,
    });
    return respondVersioned(c, candidate, 200);
  })
  .openapi(downloadCv, async (c) => {
    const { db, deps } = scopeOf(c);
    const { file, fileName, contentType } = await personal.openCv(db, deps.storage, {
      id: c.req.valid('param').id,
    });
    c.header('Content-Type', contentType);
    c.header('Content-Length', String(file.size));
    c.header('Content-Disposition', contentDisposition(fileName));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.body, 200) as never;
  })
  .openapi(erase, async (c) => {
    const { db, actor, deps } = scopeOf(c);
    await personal.eraseCandidate(db, deps.storage, { actor, id: c.req.valid('param').id });
    return c.body(null, 204);
  })
  .openapi(retention, async (c) => {
    const { db, deps } = scopeOf(c);
    return c.json(await personal.retentionList(db, { months: deps.env.RECRUITING_RETENTION_MONTHS }), 200);
  })
  .openapi(listInterviews, async (c) => {
    const { db } = scopeOf(c);
    return c.json(await interviews.listInterviews(db, { candidateId: c.req.valid('param').id }), 200);
  })
  .openapi(schedule, async (c) => {
    const { db, actor } = scopeOf(c);
    const input = c.req.valid('json');
    return c.json(await interviews.scheduleInterview(db, { actor, candidateId: c.req.valid('param').id, input }), 201);
  })
  .openapi(openInterview, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await interviews.openInterview(db, { principal, interviewId: c.req.valid('param').id }), 200);
  })
  .openapi(scorecard, async (c) => {
    const { db, actor, principal } = scopeOf(c);
    const interviewId = c.req.valid('param').id;
    const consultantId = principal.consultant?.id ?? null;
    const input = c.req.valid('json');
    return c.json(await interviews.submitScorecard(db, { actor, consultantId, interviewId, input }), 200);
  });
