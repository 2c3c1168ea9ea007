import { meSchema, viewInputSchema, type Me } from '@praxis/shared';
import { setCookie } from 'hono/cookie';
import { access, sessionPrincipalOf } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { applyView, VIEW_COOKIE, type Principal } from '../../auth/principal.js';
import { AppError } from '../../lib/app-error.js';

const route = routeGroup({ tags: ['session'], access: access.signedIn });

const me = route.get('/me', {
  summary: 'The signed-in user: identity, roles, effective permissions and the admin-whitelist flag',
  responses: { 200: jsonResponse(meSchema, 'The current user'), ...errorResponses },
});

const publicRoute = routeGroup({ tags: ['session'], access: access.public });

const sessionProbe = publicRoute.get('/session', {
  summary: 'The signed-in user as GET /me returns it, or null when signed out (200 either way)',
  responses: { 200: jsonResponse(meSchema.nullable(), 'The current user, or null'), ...errorResponses },
});

export const toMe = (principal: Principal): Me => ({
  user: { id: principal.userId, email: principal.email, name: principal.name },
  consultant: principal.consultant,
  primaryRole: principal.primaryRole,
  additionalRoles: principal.additionalRoles,
  roles: principal.roles,
  permissions: [...principal.permissions],
  isWhitelisted: principal.isWhitelisted,
  view: principal.view,
  canSwitchView: principal.canSwitchView,
  twoFactorEnabled: principal.twoFactorEnabled,
  mustEnableTwoFactor: principal.mustEnableTwoFactor,
});

const switchView = route.put('/me/view', {
  summary: "Switch an admin's own view between Admin and Employee",
  request: { body: jsonBody(viewInputSchema) },
  responses: { 200: jsonResponse(meSchema, 'The current user in the new view'), ...errorResponses },
});

export const meRouter = createRouter()
  .openapi(me, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(toMe(scopeOf(c).principal), 200);
  })
  .openapi(sessionProbe, async (c) => {
    c.header('Cache-Control', 'no-store');
    const principal = await sessionPrincipalOf(c);
    return c.json(principal ? toMe(principal) : null, 200);
  })
  .openapi(switchView, (c) => {
    // The request itself may arrive in the Employee view: switch from the real roles.
    const actual = c.get('actualPrincipal');
    if (!actual.canSwitchView) throw AppError.forbidden('Only admins can switch views.');
    const { view } = c.req.valid('json');
    const secure = scopeOf(c).deps.env.APP_URL?.startsWith('https://') ?? false;
    setCookie(c, VIEW_COOKIE, view, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: 60 * 60 * 24 * 30 });
    return c.json(toMe(applyView(actual, view)), 200);
  });
