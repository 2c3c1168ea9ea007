import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, resetErrorReporting, SENTRY_OPTIONS, startErrorReporting } from './error-reporting';

function fakeSentry() {
  return {
    init: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
  };
}

describe('error reporting', () => {
  afterEach(() => resetErrorReporting());

  it('loads nothing and sends nothing when SENTRY_DSN is not set', async () => {
    const loadSentry = vi.fn();
    reportError(new Error('before start'));
    await expect(
      startErrorReporting({ loadConfig: async () => ({ oidc: null, sentry: null }), loadSentry }),
    ).resolves.toBe(false);
    reportError(new Error('after start'));
    expect(loadSentry).not.toHaveBeenCalled();
  });

  it('starts Sentry with the original sample rates and labels, and sends errors caught meanwhile', async () => {
    const sentry = fakeSentry();
    const early = new Error('caught while starting');
    reportError(early);
    const started = await startErrorReporting({
      loadConfig: async () => ({ oidc: null, sentry: { dsn: 'https://key@sentry.example/1' } }),
      loadSentry: async () => sentry as never,
    });

    expect(started).toBe(true);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example/1',
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1.0,
        release: '1.0.0',
        environment: 'production',
      }),
    );
    expect(SENTRY_OPTIONS.release).toBe('1.0.0');
    expect(sentry.captureException).toHaveBeenCalledWith(early);

    const later = new Error('a page crashed');
    reportError(later);
    expect(sentry.captureException).toHaveBeenLastCalledWith(later);
  });

  it('stays off when the configuration cannot be loaded', async () => {
    const loadSentry = vi.fn();
    await expect(
      startErrorReporting({ loadConfig: () => Promise.reject(new Error('offline')), loadSentry }),
    ).resolves.toBe(false);
    expect(loadSentry).not.toHaveBeenCalled();
  });
});
