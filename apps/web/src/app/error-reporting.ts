import type * as SentryModule from '@sentry/react';
import type { AuthConfig } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';

/** Error-reporting configuration of docs/product.md §9. */
export const SENTRY_OPTIONS = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
  release: '1.0.0',
  environment: 'production',
} as const;

type Sentry = Pick<
  typeof SentryModule,
  'init' | 'captureException' | 'browserTracingIntegration' | 'replayIntegration'
>;

interface ErrorReportingDeps {
  loadConfig?: () => Promise<AuthConfig>;
  loadSentry?: () => Promise<Sentry>;
}

/** Errors caught before the configuration has arrived; sent once it has, dropped if reporting is off. */
const MAX_PENDING = 20;
let pending: unknown[] = [];
let state: { status: 'starting' } | { status: 'off' } | { status: 'on'; sentry: Sentry } = { status: 'starting' };

/**
 * Starts error reporting when the server has SENTRY_DSN set (GET /api/auth-config hands out the public DSN).
 * @sentry/react is downloaded only then; without a DSN nothing is loaded and nothing is ever sent.
 */
export async function startErrorReporting({
  loadConfig = () => apiFetch<AuthConfig>('/api/auth-config'),
  loadSentry = () => import('@sentry/react'),
}: ErrorReportingDeps = {}): Promise<boolean> {
  try {
    const dsn = (await loadConfig()).sentry?.dsn;
    if (!dsn) throw new Error('error reporting is off');
    const sentry = await loadSentry();
    sentry.init({
      dsn,
      ...SENTRY_OPTIONS,
      integrations: [sentry.browserTracingIntegration(), sentry.replayIntegration()],
    });
    state = { status: 'on', sentry };
    for (const error of pending) sentry.captureException(error);
    return true;
  } catch {
    state = { status: 'off' };
    return false;
  } finally {
    pending = [];
  }
}

/** Reports an error the app caught itself (the route error boundary); Sentry sees uncaught ones on its own. */
export function reportError(error: unknown): void {
  if (state.status === 'on') state.sentry.captureException(error);
  else if (state.status === 'starting' && pending.length < MAX_PENDING) pending.push(error);
}

/** For tests: back to the state of a fresh page. */
export function resetErrorReporting(): void {
  state = { status: 'starting' };
  pending = [];
}
