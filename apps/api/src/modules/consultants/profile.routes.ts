import { z } from '@hono/zod-openapi';
import {
  certificationLinkInputSchema,
  consultantProfileSchema,
  educationInputSchema,
  languageLinkInputSchema,
  languageLinkUpdateSchema,
  profileCertificationSchema,
  profileEducationSchema,
  profileLanguageSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { createdUnder, readById, uuidParam } from '../../lib/route-shapes.js';
import { scopeOf } from '../../lib/request-scope.js';
import { etagOf } from '../../lib/versioning.js';
import { formatQuerySchema, listResponse, pageOfRows } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { HISTORY_CSV, historyCsvRow } from './engagements.csv.js';
import * as service from './profile.service.js';

/** The profile page's read and the writes of its sub-collections (owner or `consultants.manage`). */
const id = uuidParam('consultant');
const idParams = z.object({ id });
const itemParams = z.object({ id, itemId: uuidParam() });
const deleted = { 204: { description: 'Removed' }, ...errorResponses };
/** Reading is for whoever may view consultants; the writes are the owner's (or `consultants.manage`). */
const route = routeGroup({ tags: ['consultants'], access: access.can('profile.edit_own') });

const getProfile = route.get('/consultants/{id}/profile', {
  summary: 'The whole profile: consultant, skills, education, certifications, languages, engagements, allocation',
  access: access.can('consultants.view'),
  ...readById(idParams, jsonResponse(consultantProfileSchema, 'The profile'), errorResponses),
});

const listHistory = route.get('/consultants/{id}/engagements', {
  summary: 'The engagement history of the profile (assignments, current and past); format=csv exports it',
  access: access.can('consultants.view'),
  request: { params: idParams, query: formatQuerySchema },
  responses: {
    200: listResponse(consultantProfileSchema.shape.engagements, 'The assignments, as on the profile'),
    ...errorResponses,
  },
});

const addEducation = route.post('/consultants/{id}/education', {
  summary: 'Add an education entry',
  ...createdUnder(idParams, educationInputSchema, jsonResponse(profileEducationSchema, 'The entry'), errorResponses),
});
const removeEducation = route.delete('/consultants/{id}/education/{itemId}', {
  summary: 'Remove an education entry',
  request: { params: itemParams },
  responses: deleted,
});
const addCertification = route.post('/consultants/{id}/certifications', {
  summary: 'Add a certification (issued and expiry dates optional)',
  request: { params: idParams, body: jsonBody(certificationLinkInputSchema) },
  responses: { 201: jsonResponse(profileCertificationSchema, 'The certification'), ...errorResponses },
});
const removeCertification = route.delete('/consultants/{id}/certifications/{itemId}', {
  summary: 'Remove a certification',
  request: { params: itemParams },
  responses: deleted,
});
const addLanguage = route.post('/consultants/{id}/languages', {
  summary: 'Add a language with its proficiency',
  request: { params: idParams, body: jsonBody(languageLinkInputSchema) },
  responses: { 201: jsonResponse(profileLanguageSchema, 'The language'), ...errorResponses },
});
const changeLanguage = route.patch('/consultants/{id}/languages/{itemId}', {
  summary: 'Change a language proficiency',
  request: { params: itemParams, body: jsonBody(languageLinkUpdateSchema) },
  responses: { 200: jsonResponse(profileLanguageSchema, 'The language'), ...errorResponses },
});
const removeLanguage = route.delete('/consultants/{id}/languages/{itemId}', {
  summary: 'Remove a language',
  request: { params: itemParams },
  responses: deleted,
});

export const profileRouter = createRouter()
  .openapi(getProfile, async (c) => {
    const { db, principal } = scopeOf(c);
    const profile = await service.getProfile(db, principal, c.req.valid('param').id);
    c.header('ETag', etagOf(profile.consultant.version));
    return c.json(profile, 200);
  })
  .openapi(listHistory, async (c) => {
    const { db, principal } = scopeOf(c);
    const { engagements } = await service.getProfile(db, principal, c.req.valid('param').id);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...HISTORY_CSV, page: pageOfRows(engagements.map(historyCsvRow)) }),
      json: () => engagements,
    });
  })
  .openapi(addEducation, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id } = c.req.valid('param');
    return c.json(await service.addEducation(db, principal, actor, id, c.req.valid('json').education), 201);
  })
  .openapi(removeEducation, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id, itemId } = c.req.valid('param');
    await service.deleteEducation(db, principal, actor, id, itemId);
    return c.body(null, 204);
  })
  .openapi(addCertification, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id } = c.req.valid('param');
    return c.json(await service.addCertification(db, principal, actor, id, c.req.valid('json')), 201);
  })
  .openapi(removeCertification, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id, itemId } = c.req.valid('param');
    await service.deleteCertification(db, principal, actor, id, itemId);
    return c.body(null, 204);
  })
  .openapi(addLanguage, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id } = c.req.valid('param');
    return c.json(await service.addLanguage(db, principal, actor, id, c.req.valid('json')), 201);
  })
  .openapi(changeLanguage, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id, itemId } = c.req.valid('param');
    const { proficiency } = c.req.valid('json');
    return c.json(await service.updateLanguage(db, principal, actor, id, itemId, proficiency), 200);
  })
  .openapi(removeLanguage, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id, itemId } = c.req.valid('param');
    await service.deleteLanguage(db, principal, actor, id, itemId);
    return c.body(null, 204);
  });
