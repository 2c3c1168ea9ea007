import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { GOLDEN_DOCUMENT_MAX_BYTES, IMPORT_MAX_BYTES, PHOTO_MAX_BYTES } from '@praxis/shared';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { trustedOriginsOf } from './auth/auth.js';
import { authHandler } from './middleware/auth-handler.js';
import type { AppDeps, AppEnv } from './context.js';
import { AppError } from './lib/app-error.js';
import { baseUrlOf } from './lib/env.js';
import { createRouter } from './lib/openapi.js';
import { access, requireAccess } from './middleware/access.js';
import { handleError } from './middleware/error-handler.js';
import { noStoreJson } from './middleware/no-store.js';
import { readYourWrites } from './middleware/read-your-writes.js';
import { requestContext } from './middleware/request-context.js';
import { sameOrigin } from './middleware/same-origin.js';
import { securityHeaders, sentryOriginOf } from './middleware/security-headers.js';
import { changeLogRouter } from './modules/change-log/change-log.routes.js';
import { goldenFoldersRouter } from './modules/golden-folders/golden-folders.routes.js';
import { GOLDEN_UPLOAD_PATH, goldenItemsRouter } from './modules/golden-folders/golden-items.routes.js';
import { calendarRouter } from './modules/calendar/calendar.routes.js';
import { calendarFeedsRouter } from './modules/calendar/feeds.routes.js';
import { calendarProviderRouter } from './modules/calendar/provider.routes.js';
import { calendarConnectionRouter } from './modules/calendar/connection.routes.js';
import { calendarWeekEventsRouter } from './modules/calendar/week-events.routes.js';
import { cataloguesRouter } from './modules/catalogues/catalogues.routes.js';
import { jobTitlesRouter } from './modules/catalogues/job-titles.routes.js';
import { clientsRouter } from './modules/clients/clients.routes.js';
import { consultantsRouter } from './modules/consultants/consultants.routes.js';
import { engagementsRouter } from './modules/engagements/engagements.routes.js';
import { forecastRouter } from './modules/forecast/forecast.routes.js';
import { eventsRouter } from './modules/events/events.routes.js';
import { homeRouter } from './modules/home/home.routes.js';
import { statusUpdatesRouter } from './modules/status-updates/status-updates.routes.js';
import { mondayMeetingRouter } from './modules/monday-meeting/monday-meeting.routes.js';
import { commandCenterRouter } from './modules/command-center/command-center.routes.js';
import { exchangeRatesRouter } from './modules/command-center/exchange-rates.routes.js';
import { onboardingRouter } from './modules/onboarding/onboarding.routes.js';
import { invitationsRouter } from './modules/invitations/invitations.routes.js';
import { activityRouter } from './modules/activity/activity.routes.js';
import { recruitingRouter } from './modules/recruiting/recruiting.routes.js';
import { searchRouter } from './modules/search/search.routes.js';
import { importsRouter } from './modules/imports/imports.routes.js';
import { exportsRouter } from './modules/exports/exports.routes.js';
import { meRouter } from './modules/me/me.routes.js';
import { apiTokensRouter } from './modules/api-tokens/api-tokens.routes.js';
import { mailRouter } from './modules/mail/mail.routes.js';
import { notificationsRouter } from './modules/notifications/notifications.routes.js';
import { projectPlansRouter } from './modules/project-plans/plans.routes.js';
import { planTemplatesRouter } from './modules/project-plans/templates.routes.js';
import { resourceRequestsRouter } from './modules/staffing/requests.routes.js';
import { staffingRouter } from './modules/staffing/staffing.routes.js';
import { myProposalsRouter } from './modules/staffing/my-proposals.routes.js';
import { renderApiDocs } from './modules/system/api-docs.js';
import { metricsHandler, useAppMetricSources } from './modules/system/metrics.js';
import { systemRouter } from './modules/system/system.routes.js';
import { withSecuritySchemes } from './modules/system/openapi-security.js';
import { timesheetsAdminRouter } from './modules/timesheets/admin.routes.js';
import { timesheetsRouter } from './modules/timesheets/timesheets.routes.js';
import { usersRouter } from './modules/users/users.routes.js';
import { bugReportsRouter } from './modules/work-items/bug-reports.routes.js';
import { workItemsRouter } from './modules/work-items/work-items.routes.js';
import { webhooksRouter } from './modules/webhooks/webhooks.routes.js';

export const API_VERSION = '0.1.0';
const PHOTO_UPLOAD_PATH = /^\/api\/consultants\/[^/]+\/photo$/;
const IMPORT_UPLOAD_PATH = /^\/api\/imports\/[^/]+$/;

/** Module routers, mounted under /api. A new module adds one line here. */
function apiRouter() {
  return createRouter()
    .route('/', systemRouter)
    .route('/', meRouter)
    .route('/', consultantsRouter)
    .route('/', clientsRouter)
    .route('/', engagementsRouter)
    .route('/', jobTitlesRouter)
    .route('/', cataloguesRouter)
    .route('/', usersRouter)
    .route('/', notificationsRouter)
    .route('/', mailRouter)
    .route('/', eventsRouter)
    .route('/', bugReportsRouter)
    .route('/', workItemsRouter)
    .route('/', homeRouter)
    .route('/', changeLogRouter)
    .route('/', goldenFoldersRouter)
    .route('/', goldenItemsRouter)
    .route('/', calendarRouter)
    .route('/', calendarProviderRouter)
    .route('/', calendarConnectionRouter)
    .route('/', calendarWeekEventsRouter)
    .route('/', calendarFeedsRouter)
    .route('/', projectPlansRouter)
    .route('/', planTemplatesRouter)
    .route('/', resourceRequestsRouter)
    .route('/', staffingRouter)
    .route('/', myProposalsRouter)
    .route('/', timesheetsAdminRouter)
    .route('/', timesheetsRouter)
    .route('/', invitationsRouter)
    .route('/', activityRouter)
    .route('/', statusUpdatesRouter)
    .route('/', mondayMeetingRouter)
    .route('/', commandCenterRouter)
    .route('/', exchangeRatesRouter)
    .route('/', onboardingRouter)
    .route('/', recruitingRouter)
    .route('/', searchRouter)
    .route('/', forecastRouter)
    .route('/', importsRouter)
    .route('/', exportsRouter)
    .route('/', apiTokensRouter)
    .route('/', webhooksRouter);
}

/**
 * Middleware order matters:
 *  1. request context (request id, logger) — everything after it can log with the id
 *  2. security headers and `Cache-Control: no-store` on API JSON — set on every response, errors included
 *  3. same-origin check and body limit — refuse before any work is done
 *  4. better-auth at /api/auth/*, then the module routers (each route checks its own access)
 *  5. the built SPA for every other GET
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const trustedOrigins = trustedOriginsOf(baseUrlOf(deps.env), deps.env);

  app.use('*', requestContext(deps));
  app.use('*', securityHeaders(deps.env.APP_URL?.startsWith('https://') ?? false, sentryOriginOf(deps.env.SENTRY_DSN)));
  app.use('/api/*', noStoreJson);
  app.use('/api/*', sameOrigin(trustedOrigins));
  app.use('/api/*', readYourWrites);
  // Photo uploads (2 MB images plus the multipart envelope) are the one exception to the 1 MB body limit.
  const photoLimit = bodyLimit({
    maxSize: PHOTO_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The photo is larger than 2 MB.');
    },
  });
  const jsonLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large (1 MB at most).');
    },
  });
  // Golden-folder documents (10 MB plus the envelope) are the other.
  const documentLimit = bodyLimit({
    maxSize: GOLDEN_DOCUMENT_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw AppError.validation('The file is larger than 10 MB.');
    },
  });
  // Spreadsheet imports (20 MB plus the envelope) are the third.
  const importLimit = bodyLimit({
    maxSize: IMPORT_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 20 MB; split it into smaller files.');
    },
  });
  app.use('/api/*', (c, next) => {
    // No body to limit; asking for one would build the whole web Request (a third of a small read's cost).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (PHOTO_UPLOAD_PATH.test(c.req.path)) return photoLimit(c, next);
    if (GOLDEN_UPLOAD_PATH.test(c.req.path)) return documentLimit(c, next);
    if (IMPORT_UPLOAD_PATH.test(c.req.path)) return importLimit(c, next);
    return jsonLimit(c, next);
  });

  app.on(['GET', 'POST'], '/api/auth/*', requireAccess(access.public), authHandler);

  const api = apiRouter();
  const openApiDocument = () =>
    withSecuritySchemes(
      api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Praxis API', version: API_VERSION } }),
    );
  api.get('/openapi.json', requireAccess(access.public), (c) => c.json(openApiDocument()));
  useAppMetricSources(deps);
  api.get('/metrics', requireAccess(access.public), metricsHandler);
  api.get('/docs', requireAccess(access.public), (c) =>
    c.html(renderApiDocs(openApiDocument() as Parameters<typeof renderApiDocs>[0])),
  );
  app.route('/api', api);
  app.all('/api/*', requireAccess(access.public), () => {
    throw AppError.notFound('API route');
  });

  if (deps.webDist && existsSync(path.join(deps.webDist, 'index.html'))) serveSpa(app, deps.webDist);
  app.onError(handleError);
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found.', requestId: c.get('requestId') }, 404));
  return app;
}

function serveSpa(app: Hono<AppEnv>, webDist: string) {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // Signing in is a page of its own, light enough for a first visit (docs/decisions/015-light-sign-in-entry.md).
  const loginFile = path.join(webDist, 'login.html');
  const loginHtml = existsSync(loginFile) ? readFileSync(loginFile, 'utf8') : indexHtml;
  const root = path.relative(process.cwd(), webDist) || '.';
  // The SPA's files are text: gzip them (API responses are small JSON and the event stream must not be buffered).
  app.use('*', compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const htmlPage = (html: string) => (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
  const spaIndex = htmlPage(indexHtml);
  // index.html always comes from here (never cached); files from the build directory.
  app.get('/', requireAccess(access.public), spaIndex);
  app.get('/index.html', requireAccess(access.public), spaIndex);
  const signInPage = htmlPage(loginHtml);
  app.get('/login', requireAccess(access.public), signInPage);
  app.get('/login.html', requireAccess(access.public), signInPage);
  app.use('*', requireAccess(access.public), serveStatic({ root }));
  // A missing asset (an old chunk after a redeploy) is a 404, not the SPA: the web app reloads on it.
  app.get('/assets/*', requireAccess(access.public), (c) => c.text('Not found', 404));
  app.get('*', requireAccess(access.public), spaIndex);
}
