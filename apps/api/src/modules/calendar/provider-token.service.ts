import { addTime } from '@praxis/shared/dates';
import { CALENDAR_TOKEN_MESSAGES, type CalendarToken } from '@praxis/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { account } from '../../db/schema/auth.js';
import { AppError } from '../../lib/app-error.js';
import type { CalendarProvider } from './provider-config.js';

/**
 * Refreshes a user's provider access token on the server (docs/product.md §7: POST, form-encoded, to the provider's
 * token endpoint with client id, client secret, refresh_token and grant_type=refresh_token). Concurrent requests
 * for the same user share one call to the provider (single flight per process): the browser refreshes every 45
 * minutes from each open tab, and providers that rotate refresh tokens would otherwise see the old one reused.
 */
export class CalendarTokenRefresher {
  private readonly inFlight = new Map<string, Promise<CalendarToken>>();

  constructor(
    private readonly db: Db,
    private readonly provider: CalendarProvider,
  ) {}

  refresh(userId: string): Promise<CalendarToken> {
    const running = this.inFlight.get(userId);
    if (running) return running;
    const started = this.refreshNow(userId).finally(() => this.inFlight.delete(userId));
    this.inFlight.set(userId, started);
    return started;
  }

  async hasTokenSource(userId: string): Promise<boolean> {
    return !!(await this.tokenSource(userId));
  }

  private async tokenSource(userId: string) {
    const [row] = await this.db
      .select({ id: account.id, refreshToken: account.refreshToken })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, this.provider.id), isNotNull(account.refreshToken)))
      .limit(1);
    return row?.refreshToken ? { id: row.id, refreshToken: row.refreshToken } : null;
  }

  private async refreshNow(userId: string): Promise<CalendarToken> {
    const source = await this.tokenSource(userId);
    if (!source) throw new AppError('NOT_FOUND', CALENDAR_TOKEN_MESSAGES.noSource);
    const failed = (status: number) =>
      new AppError('UPSTREAM', CALENDAR_TOKEN_MESSAGES.refreshFailed(status), { providerStatus: status });
    let response: Response;
    try {
      response = await fetch(await this.provider.tokenEndpoint(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: this.provider.clientId,
          client_secret: this.provider.clientSecret,
          refresh_token: source.refreshToken,
          grant_type: 'refresh_token',
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw failed(502);
    }
    const body = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
      refresh_token?: unknown;
    } | null;
    if (!response.ok || typeof body?.access_token !== 'string') throw failed(response.status);
    const expiresAt = typeof body.expires_in === 'number' ? addTime(Date.now(), { seconds: body.expires_in }) : null;
    await this.db
      .update(account)
      .set({
        accessToken: body.access_token,
        accessTokenExpiresAt: expiresAt,
        // Providers that rotate refresh tokens send a new one; the old one is then spent.
        ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
        updatedAt: new Date(),
      })
      .where(eq(account.id, source.id));
    return { access_token: body.access_token, expires_at: expiresAt?.toISOString() ?? null };
  }
}

const refreshers = new WeakMap<Db, CalendarTokenRefresher>();

/** One refresher per database (so per app instance), holding the in-flight map. */
export function refresherFor(db: Db, provider: CalendarProvider): CalendarTokenRefresher {
  let refresher = refreshers.get(db);
  if (!refresher) {
    refresher = new CalendarTokenRefresher(db, provider);
    refreshers.set(db, refresher);
  }
  return refresher;
}
