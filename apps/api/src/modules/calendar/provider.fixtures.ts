import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { account } from '../../db/schema/auth.js';
import { rowsOf } from '../../db/sql.js';
import { FAKE_PROVIDER_CLIENT, fakeProviderEnv, startFakeCalendarProvider } from '../../test/fake-calendar-provider.js';
import { createTestApp, DEMO, type TestApp } from '../../test/harness.js';

type FakeProvider = Awaited<ReturnType<typeof startFakeCalendarProvider>>;

export interface ProviderTestApp {
  t: TestApp;
  provider: FakeProvider;
  cookies: { employee: string; pm: string };
  /** The demo employee's user id: the one who connects a calendar. */
  employeeId: string;
}

/**
 * The calendar provider tests' app: a fake identity/calendar provider and an app configured for it, the employee
 * and the Project Manager signed in. The object is filled before the file's tests run.
 */
export function useProviderTestApp(options: { delayMs?: number } = {}): ProviderTestApp {
  const app = { cookies: { employee: '', pm: '' }, employeeId: '' } as ProviderTestApp;
  beforeAll(async () => {
    app.provider = await startFakeCalendarProvider({ ...FAKE_PROVIDER_CLIENT, ...options });
    app.t = await createTestApp(fakeProviderEnv(app.provider.origin));
    app.cookies.employee = await app.t.signIn(DEMO.employee);
    app.cookies.pm = await app.t.signIn(DEMO.pm);
    const [row] = await rowsOf<{ id: string }>(
      app.t.deps.database.db,
      sql`select id from "user" where email = ${DEMO.employee}`,
    );
    if (!row) throw new Error('The demo employee is missing from the seed.');
    app.employeeId = row.id;
  });
  afterAll(async () => {
    await app.t.close();
    await app.provider.close();
  });
  return app;
}

/** The employee signed in through the provider: better-auth's account row holds their refresh token. */
export async function linkProviderAccount(app: ProviderTestApp, refreshToken: string): Promise<void> {
  const db = app.t.deps.database.db;
  await db.delete(account).where(sql`${account.providerId} = 'oidc'`);
  await db.insert(account).values({
    id: `oidc-${refreshToken}`,
    accountId: 'employee-at-idp',
    providerId: 'oidc',
    userId: app.employeeId,
    refreshToken,
  });
  app.provider.state.validRefreshTokens.add(refreshToken);
}
