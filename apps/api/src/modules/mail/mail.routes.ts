import { z } from '@hono/zod-openapi';
import {
  emailPreferencesInputSchema,
  emailPreferencesSchema,
  mailOutboxItemSchema,
  mailOutboxQuerySchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { AppError } from '../../lib/app-error.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { uuidParams } from '../../lib/route-shapes.js';
import { OUTBOX_CSV } from './mail.csv.js';
import { retryMail } from './mail.outbox.js';
import { listOutbox } from './mail.queries.js';
import { isMailOn, mailRuntime } from './mail.runtime.js';
import { emailPreferencesOf, setEmailPreferences } from './preferences.service.js';

const own = routeGroup({ tags: ['e-mail'], access: access.can('notifications.own') });
const admin = routeGroup({ tags: ['e-mail'], access: access.can('mail.manage') });

const getPreferences = own.get('/me/email-preferences', {
  summary: 'How each notification type reaches me by e-mail (in the app only, at once, or the 08:00 digest)',
  responses: { 200: jsonResponse(emailPreferencesSchema, 'My choices, with each default'), ...errorsOf(401, 403) },
});

const putPreferences = own.put('/me/email-preferences', {
  summary: 'Choose how some notification types reach me; the types left out keep their choice',
  request: { body: jsonBody(emailPreferencesInputSchema) },
  responses: { 200: jsonResponse(emailPreferencesSchema, 'My choices'), ...errorsOf(401, 403, 422) },
});

const outbox = admin.get('/admin/mail/outbox', {
  summary: 'The e-mail outbox, newest first (filter by status: queued, sending, sent, failed)',
  ...pagedCsvList(mailOutboxQuerySchema, mailOutboxItemSchema, 'A page of messages'),
});

const retry = admin.post('/admin/mail/outbox/{id}/retry', {
  summary: 'Send a failed message again',
  description: '409 when the message is not failed (queued, sending or sent); 409 too while e-mail is off.',
  request: { params: uuidParams('message') },
  responses: {
    200: jsonResponse(z.object({ queued: z.literal(true) }), 'Queued again'),
    ...errorsOf(401, 403, 404, 409, 422),
  },
});

export const mailRouter = createRouter()
  .openapi(getPreferences, async (c) => {
    const { db, principal, deps } = scopeOf(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await emailPreferencesOf(db, principal.userId, isMailOn(deps.env)), 200);
  })
  .openapi(putPreferences, async (c) => {
    const { db, principal, actor, deps } = scopeOf(c);
    const input = c.req.valid('json');
    return c.json(await setEmailPreferences(db, actor, principal.userId, input, isMailOn(deps.env)), 200);
  })
  .openapi(outbox, async (c) => {
    const { db } = scopeOf(c);
    const { status, page, pageSize } = c.req.valid('query');
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({
        ...OUTBOX_CSV,
        page: async (limit, offset) => (await listOutbox(db, status, limit, offset)).items,
      }),
      json: async () => {
        const { limit, offset } = offsetOf({ page, pageSize });
        const { items, total } = await listOutbox(db, status, limit, offset);
        return pageFrom(items, total, { page, pageSize });
      },
    });
  })
  .openapi(retry, async (c) => {
    const { db, actor } = scopeOf(c);
    const { id } = c.req.valid('param');
    const runtime = mailRuntime();
    if (!runtime) throw AppError.conflict('E-mail is off: set SMTP_URL and MAIL_FROM first.');
    const outcome = await retryMail(db, runtime, actor, id);
    if (outcome === 'not-found') throw AppError.notFound('Message');
    if (outcome === 'not-failed') throw AppError.conflict('Only a failed message can be sent again.');
    return c.json({ queued: true as const }, 200);
  });
