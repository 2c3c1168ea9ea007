import { z } from '@hono/zod-openapi';
import {
  invitationAcceptSchema,
  invitationLinkSchema,
  invitationPreviewSchema,
  invitationStatusSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { baseUrlOf } from '../../lib/env.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { acceptInvitation } from './accept-invitation.js';
import * as service from './invitations.service.js';

const consultantParams = z.object({ id: z.uuid({ error: 'Not a valid consultant id.' }) });
const tokenParams = z.object({
  token: z
    .string()
    .min(20, 'Not a valid invitation link.')
    .max(100, 'Not a valid invitation link.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid invitation link.'),
});

const invite = defineRoute({
  method: 'post',
  path: '/consultants/{id}/invitations',
  tags: ['invitations'],
  summary: 'A new single-use invitation link (7 days) for a profile no user has claimed; earlier links stop working',
  description: 'The link is shown only in this answer. 409 when a user already owns the profile.',
  access: access.can('consultants.manage'),
  request: { params: consultantParams },
  responses: { 201: jsonResponse(invitationLinkSchema, 'The invitation link'), ...errorResponses },
});

const status = defineRoute({
  method: 'get',
  path: '/consultants/{id}/invitation',
  tags: ['invitations'],
  summary: "A profile's open invitation (when it was made, when it expires), without its link",
  access: access.can('consultants.manage'),
  request: { params: consultantParams },
  responses: { 200: jsonResponse(invitationStatusSchema, 'The open invitation, or null'), ...errorResponses },
});

const preview = defineRoute({
  method: 'get',
  path: '/invitations/{token}',
  tags: ['invitations'],
  summary: 'Who an invitation link is for (the sign-up page prefills it); 404 when invalid, expired or used',
  access: access.public,
  request: { params: tokenParams },
  responses: { 200: jsonResponse(invitationPreviewSchema, 'The invited profile'), ...errorResponses },
});

const accept = defineRoute({
  method: 'post',
  path: '/invitations/{token}/accept',
  tags: ['invitations'],
  summary: "Sign up through an invitation: the account gets the profile's e-mail and is linked to the profile",
  description: 'Signs the new user in (session cookie). The link works once.',
  access: access.public,
  request: { params: tokenParams, body: jsonBody(invitationAcceptSchema) },
  responses: {
    200: jsonResponse(
      z.object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) }),
      'Signed up',
    ),
    ...errorResponses,
  },
});

export const invitationsRouter = createRouter()
  .openapi(invite, async (c) => {
    const link = await service.inviteConsultant(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      baseUrlOf(c.get('deps').env),
    );
    return c.json(link, 201);
  })
  .openapi(status, async (c) => {
    return c.json(await service.invitationStatus(c.get('deps').database.db, c.req.valid('param').id), 200);
  })
  .openapi(preview, async (c) => {
    return c.json(await service.previewInvitation(c.get('deps').database.db, c.req.valid('param').token), 200);
  })
  .openapi(accept, async (c) => {
    const user = await acceptInvitation(c, c.req.valid('param').token, c.req.valid('json'));
    return c.json({ user }, 200);
  });
