import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import { access } from '../../middleware/access.js';
import { onReplica } from '../../middleware/read-your-writes.js';
import { createRouter } from '../../lib/openapi.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf } from '../../lib/route-helpers.js';
import { firmZip } from './exports.service.js';

const route = routeGroup({ tags: ['exports'], access: access.can('data.export') });

const firm = route.get('/exports/firm', {
  summary: 'The whole firm as one zip of CSV files (one per table) with a README of the columns',
  responses: {
    200: { description: 'The zip', content: { 'application/zip': { schema: z.string() } } },
    ...errorsOf(401, 403),
  },
});

export const exportsRouter = createRouter().openapi(firm, async (c) => {
  const stream = Readable.toWeb(await onReplica(c, firmZip)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': 'attachment; filename="praxis-export.zip"',
  }) as never;
});
