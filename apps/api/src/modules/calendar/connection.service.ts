import { CALENDAR_TOKEN_MESSAGES, CALENDAR_TOKEN_REFRESH_MS, type CalendarUserConnection } from '@praxis/shared';
import { addTime } from '@praxis/shared/dates';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clearStoredCalendarToken } from '../../auth/stored-provider-token.js';
import { session } from '../../db/schema/auth.js';
import { calendarConnections } from '../../db/schema/calendar-connections.js';
import { rowsOf } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { systemActor } from '../../lib/audit.js';
import { notify } from '../notifications/notifications.service.js';
import type { CalendarProvider } from './provider-config.js';
import { refresherFor } from './provider-token.service.js';

const nextRefreshAfter = (at: Date) => addTime(at, { milliseconds: CALENDAR_TOKEN_REFRESH_MS });

export async function connectionOf(
  db: Db,
  provider: CalendarProvider | null,
  userId: string,
): Promise<CalendarUserConnection> {
  if (!provider) {
    return {
      available: false,
      provider: null,
      label: null,
      can_connect: false,
      connected: false,
      connected_at: null,
      refreshed_at: null,
      last_error: null,
    };
  }
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId));
  return {
    available: true,
    provider: provider.id,
    label: provider.label,
    can_connect: await refresherFor(db, provider).hasTokenSource(userId),
    connected: !!row && !row.failedAt,
    connected_at: row?.connectedAt.toISOString() ?? null,
    refreshed_at: row?.refreshedAt?.toISOString() ?? null,
    last_error: row?.lastError ?? null,
  };
}

/**
 * Connects (or reconnects after a failure): one refresh now proves the refresh token works, then the background
 * job keeps the access token fresh. A refusal leaves the user unconnected with the provider's status in the message.
 */
export async function connect(db: Db, provider: CalendarProvider | null, userId: string, now = new Date()) {
  if (!provider) throw new AppError('NOT_FOUND', CALENDAR_TOKEN_MESSAGES.noSource);
  await refresherFor(db, provider).refresh(userId);
  const values = { nextRefreshAt: nextRefreshAfter(now), refreshedAt: now, failedAt: null, lastError: null };
  await db
    .insert(calendarConnections)
    .values({ userId, connectedAt: now, ...values })
    .onConflictDoUpdate({ target: calendarConnections.userId, set: { connectedAt: now, ...values } });
  return connectionOf(db, provider, userId);
}

export async function disconnect(db: Db, provider: CalendarProvider | null, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(calendarConnections).where(eq(calendarConnections.userId, userId));
    await clearStoredCalendarToken(tx, userId, provider?.id);
  });
  return connectionOf(db, provider, userId);
}

const hasActiveSession = async (db: Db, userId: string, now: Date) =>
  (
    await db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
      .limit(1)
  ).length > 0;

/**
 * The background refresh (every few minutes, on any instance): claims the connections due (SKIP LOCKED, and the
 * claim moves their next refresh 45 minutes on, so a second instance never takes the same row), then refreshes
 * each. A user without an active session has nothing to refresh for: the stored token is cleared and the next
 * round after they sign in refreshes again. Any other failure clears the token, stops the refresh and tells the
 * user once; connecting again starts over.
 */
export async function refreshDueConnections(db: Db, provider: CalendarProvider, now: Date): Promise<number> {
  const due = await rowsOf<{ user_id: string }>(
    db,
    sql`update calendar_connections set next_refresh_at = ${nextRefreshAfter(now).toISOString()}::timestamptz
        where user_id in (select user_id from calendar_connections
                          where failed_at is null and next_refresh_at <= ${now.toISOString()}::timestamptz
                          order by next_refresh_at limit 200 for update skip locked)
        returning user_id`,
  );
  let refreshed = 0;
  for (const { user_id: userId } of due) {
    if (!(await hasActiveSession(db, userId, now))) {
      await clearStoredCalendarToken(db, userId, provider.id);
      await db
        .update(calendarConnections)
        .set({ lastError: CALENDAR_TOKEN_MESSAGES.noSession })
        .where(eq(calendarConnections.userId, userId));
      continue;
    }
    try {
      await refresherFor(db, provider).refresh(userId);
      await db
        .update(calendarConnections)
        .set({ refreshedAt: now, lastError: null })
        .where(eq(calendarConnections.userId, userId));
      refreshed++;
    } catch (error) {
      const message = error instanceof AppError ? error.message : CALENDAR_TOKEN_MESSAGES.refreshFailed(0);
      await markFailed(db, provider, userId, message, now);
    }
  }
  return refreshed;
}

async function markFailed(db: Db, provider: CalendarProvider, userId: string, message: string, now: Date) {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(calendarConnections)
      .set({ failedAt: now, lastError: message })
      .where(and(eq(calendarConnections.userId, userId), sql`${calendarConnections.failedAt} is null`))
      .returning({ userId: calendarConnections.userId });
    await clearStoredCalendarToken(tx, userId, provider.id);
    // Only the change from connected to failed notifies: the user hears of it once.
    if (!changed) return;
    const [own] = await rowsOf<{ id: string }>(tx, sql`select id from consultants where user_id = ${userId}`);
    await notify(tx, systemActor, {
      recipientUserId: userId,
      type: 'calendar',
      title: 'Your calendar was disconnected',
      body: `${message}. Connect it again from My Profile.`,
      link: own ? `/consultants/${own.id}` : null,
    });
  });
}
