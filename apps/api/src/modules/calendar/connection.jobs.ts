import type { JobQueue } from '../../jobs/queue.js';
import type { Env } from '../../lib/env.js';
import { refreshDueConnections } from './connection.service.js';
import { calendarProviderOf } from './provider-config.js';

export const CALENDAR_REFRESH_JOB = 'calendar.token-refresh';

/**
 * Keeps connected users' calendar tokens fresh whatever page they have open: a sweep every five minutes refreshes
 * each connection 45 minutes after its last refresh (connection.service.ts).
 */
export function registerCalendarJobs(queue: JobQueue, env: Env): void {
  const provider = calendarProviderOf(env);
  if (!provider) return;
  queue.register(
    CALENDAR_REFRESH_JOB,
    async (_payload, job) => {
      const refreshed = await refreshDueConnections(job.db, provider, job.now);
      if (refreshed) job.log.info({ refreshed }, 'calendar tokens refreshed');
    },
    { maxAttempts: 2, backoffMs: () => 60_000 },
  );
  queue.schedule(CALENDAR_REFRESH_JOB, { cron: '*/5 * * * *' });
}
