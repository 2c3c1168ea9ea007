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
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { scopeOf } from '../../lib/request-scope.js';
import { etagOf } from '../../lib/versioning.js';
import { formatQuerySchema, listResponse, pageOfRows, respondCsv, splitFormat } from '../../lib/csv.js';
import { HISTORY_CSV, historyCsvRow } from './engagements.csv.js';
import * as service from './profile.service.js';

/** The profile page's read and the writes of its sub-collections (owner or `consultants.manage`). */
const id = z.uuid({ error: 'Not a valid consultant id.' });
const idParams = z.object({ id });
const itemParams = z.object({ id, itemId: z.uuid({ error: 'Not a valid id.' }) });
const deleted = { 204: { description: 'Removed' }, ...errorResponses };

const getProfile = defineRoute({
  method: 'get',
  path: '/consultants/{id}/profile',
  tags: ['consultants'],
  summary: 'The whole profile: consultant, skills, education, certifications, languages, engagements, allocation',
  access: access.can('consultants.view'),
  request: { params: idParams },
  responses: { 200: jsonResponse(consultantProfileSchema, 'The profile'), ...errorResponses },
});

const listHistory = defineRoute({
  method: 'get',
  path: '/consultants/{id}/engagements',
  tags: ['consultants'],
  summary: 'The engagement history of the profile (assignments, current and past); format=csv exports it',
  access: access.can('consultants.view'),
  request: { params: idParams, query: formatQuerySchema },
  responses: {
    200: listResponse(consultantProfileSchema.shape.engagements, 'The assignments, as on the profile'),
    ...errorResponses,
  },
});

const addEducation = defineRoute({
  method: 'post',
  path: '/consultants/{id}/education',
  tags: ['consultants'],
  summary: 'Add an education entry',
  access: access.can('profile.edit_own'),
  request: { params: idParams, body: jsonBody(educationInputSchema) },
  responses: { 201: jsonResponse(profileEducationSchema, 'The entry'), ...errorResponses },
});
const removeEducation = defineRoute({
  method: 'delete',
  path: '/consultants/{id}/education/{itemId}',
  tags: ['consultants'],
  summary: 'Remove an education entry',
  access: access.can('profile.edit_own'),
  request: { params: itemParams },
  responses: deleted,
});
const addCertification = defineRoute({
  method: 'post',
  path: '/consultants/{id}/certifications',
  tags: ['consultants'],
  summary: 'Add a certification (issued and expiry dates optional)',
  access: access.can('profile.edit_own'),
  request: { params: idParams, body: jsonBody(certificationLinkInputSchema) },
  responses: { 201: jsonResponse(profileCertificationSchema, 'The certification'), ...errorResponses },
});
const removeCertification = defineRoute({
  method: 'delete',
  path: '/consultants/{id}/certifications/{itemId}',
  tags: ['consultants'],
  summary: 'Remove a certification',
  access: access.can('profile.edit_own'),
  request: { params: itemParams },
  responses: deleted,
});
const addLanguage = defineRoute({
  method: 'post',
  path: '/consultants/{id}/languages',
  tags: ['consultants'],
  summary: 'Add a language with its proficiency',
  access: access.can('profile.edit_own'),
  request: { params: idParams, body: jsonBody(languageLinkInputSchema) },
  responses: { 201: jsonResponse(profileLanguageSchema, 'The language'), ...errorResponses },
});
const changeLanguage = defineRoute({
  method: 'patch',
  path: '/consultants/{id}/languages/{itemId}',
  tags: ['consultants'],
  summary: 'Change a language proficiency',
  access: access.can('profile.edit_own'),
  request: { params: itemParams, body: jsonBody(languageLinkUpdateSchema) },
  responses: { 200: jsonResponse(profileLanguageSchema, 'The language'), ...errorResponses },
});
const removeLanguage = defineRoute({
  method: 'delete',
  path: '/consultants/{id}/languages/{itemId}',
  tags: ['consultants'],
  summary: 'Remove a language',
  access: access.can('profile.edit_own'),
  request: { params: itemParams },
  responses: deleted,
});

export const profileRouter = createRouter()
  .openapi(getProfile, async (c) => {
    const profile = await service.getProfile(scopeOf(c).db, scopeOf(c).principal, c.req.valid('param').id);
    c.header('ETag', etagOf(profile.consultant.version));
    return c.json(profile, 200);
  })
  .openapi(listHistory, async (c) => {
    const { db, principal } = scopeOf(c);
    const { engagements } = await service.getProfile(db, principal, c.req.valid('param').id);
    const { format, export: requested } = splitFormat(c.req.valid('query'));
    if (format === 'csv') {
      const rows = engagements.map(historyCsvRow);
      return respondCsv(c, { ...HISTORY_CSV, page: pageOfRows(rows) }, requested);
    }
    return c.json(engagements, 200);
  })
  .openapi(addEducation, async (c) => {
    const { db } = c.get('deps').database;
    const created = await service.addEducation(
      db,
      scopeOf(c).principal,
      scopeOf(c).actor,
      c.req.valid('param').id,
      c.req.valid('json').education,
    );
    return c.json(created, 201);
  })
  .openapi(removeEducation, async (c) => {
    const { id, itemId } = c.req.valid('param');
    await service.deleteEducation(scopeOf(c).db, scopeOf(c).principal, scopeOf(c).actor, id, itemId);
    return c.body(null, 204);
  })
  .openapi(addCertification, async (c) => {
    const { db } = c.get('deps').database;
    const created = await service.addCertification(
      db,
      scopeOf(c).principal,
      scopeOf(c).actor,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(created, 201);
  })
  .openapi(removeCertification, async (c) => {
    const { id, itemId } = c.req.valid('param');
    await service.deleteCertification(scopeOf(c).db, scopeOf(c).principal, scopeOf(c).actor, id, itemId);
    return c.body(null, 204);
  })
  .openapi(addLanguage, async (c) => {
    const { db } = c.get('deps').database;
    const created = await service.addLanguage(
      db,
      scopeOf(c).principal,
      scopeOf(c).actor,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(created, 201);
  })
  .openapi(changeLanguage, async (c) => {
    const { id, itemId } = c.req.valid('param');
    const { db } = c.get('deps').database;
    return c.json(
      await service.updateLanguage(
        db,
        scopeOf(c).principal,
        scopeOf(c).actor,
        id,
        itemId,
        c.req.valid('json').proficiency,
      ),
      200,
    );
  })
  .openapi(removeLanguage, async (c) => {
    const { id, itemId } = c.req.valid('param');
    await service.deleteLanguage(scopeOf(c).db, scopeOf(c).principal, scopeOf(c).actor, id, itemId);
    return c.body(null, 204);
  });
