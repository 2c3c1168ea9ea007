import { z } from '@hono/zod-openapi';
import {
  invitationAcceptSchema,
  invitationLinkSchema,
  invitationPreviewSchema,
  invitationStatusSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { baseUrlOf } from '../../lib/env.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { readById, uuidParams } from '../../lib/route-shapes.js';
import { acceptInvitation } from './accept-invitation.js';
import * as service from './invitations.service.js';

const consultantParams = uuidParams('consultant');
const tokenParams = z.object({
  token: z
    .string()
    .min(20, 'Not a valid invitation link.')
    .max(100, 'Not a valid invitation link.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid invitation link.'),
});
/** Admins make and read a profile's invitation; its link works without sign-in. */
const route = routeGroup({ tags: ['invitations'], access: access.can('consultants.manage') });
const byLink = routeGroup({ tags: ['invitations'], access: access.public });

const invite = route.post('/consultants/{id}/invitations', {
  summary: 'A new single-use invitation link (7 days) for a profile no user has claimed; earlier links stop working',
  description: 'The link is shown only in this answer. 409 when a user already owns the profile.',
  request: { params: consultantParams },
  responses: { 201: jsonResponse(invitationLinkSchema, 'The invitation link'), ...errorResponses },
});

const status = route.get('/consultants/{id}/invitation', {
  summary: "A profile's open invitation (when it was made, when it expires), without its link",
  ...readById(consultantParams, jsonResponse(invitationStatusSchema, 'The open invitation, or null'), errorResponses),
});

const preview = byLink.get('/invitations/{token}', {
  summary: 'Who an invitation link is for (the sign-up page prefills it); 404 when invalid, expired or used',
  ...readById(tokenParams, jsonResponse(invitationPreviewSchema, 'The invited profile'), errorResponses),
});

const accept = byLink.post('/invitations/{token}/accept', {
  summary: "Sign up through an invitation: the account gets the profile's e-mail and is linked to the profile",
  description: 'Signs the new user in (session cookie). The link works once.',
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
    const { db, actor, deps } = scopeOf(c);
    const link = await service.inviteConsultant(db, actor, c.req.valid('param').id, baseUrlOf(deps.env));
    return c.json(link, 201);
  })
  .openapi(status, async (c) => {
    return c.json(await service.invitationStatus(scopeOf(c).db, c.req.valid('param').id), 200);
  })
  .openapi(preview, async (c) => {
    return c.json(await service.previewInvitation(scopeOf(c).db, c.req.valid('param').token), 200);
  })
  .openapi(accept, async (c) => {
    const user = await acceptInvitation(c, c.req.valid('param').token, c.req.valid('json'));
    return c.json({ user }, 200);
  });
