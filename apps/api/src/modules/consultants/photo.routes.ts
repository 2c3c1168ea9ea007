import { z } from '@hono/zod-openapi';
import { consultantSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { ifMatchHeader, uuidParams } from '../../lib/route-shapes.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { readUpload, savePhoto } from './photo.service.js';

const route = routeGroup({ tags: ['consultants'] });

const upload = route.post('/consultants/{id}/photo', {
  summary: 'Upload a profile photo (multipart field `file`: PNG, JPEG, WebP or GIF, at most 2 MB)',
  description:
    'Stored through the storage module (`DATA_DIR/uploads/` or the S3 bucket) under a random name; `photo_url` becomes `/api/uploads/{name}`. Send the version read in `If-Match` (428 without it, 409 when stale).',
  access: access.can('profile.edit_own'),
  request: { params: uuidParams('consultant'), headers: ifMatchHeader },
  responses: {
    200: jsonResponse(consultantSchema, 'The consultant with the new photo'),
    ...errorResponses,
    ...errorsOf(428),
  },
});

const serve = route.get('/uploads/{name}', {
  summary: 'An uploaded photo, served with its detected image type',
  access: access.signedIn,
  request: { params: z.object({ name: z.string().max(64) }) },
  responses: { 200: { description: 'The image', content: { 'image/*': { schema: z.any() } } }, ...errorResponses },
});

export const photoRouter = createRouter()
  .openapi(upload, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const { db, deps, principal, actor, expectedVersion } = scopeOf(c);
    const target = { id: c.req.valid('param').id, version: expectedVersion };
    const consultant = await savePhoto(db, deps.storage, principal, actor, target, form.file);
    return respondVersioned(c, consultant, 200);
  })
  .openapi(serve, async (c) => {
    const { bytes, type } = await readUpload(scopeOf(c).deps.storage, c.req.valid('param').name);
    c.header('Content-Type', type);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', 'inline');
    // Names are random and never reused, so the file can be cached; private: only signed-in users may read it.
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    return c.body(bytes, 200) as never;
  });
