import type { JobQueue } from '../../jobs/queue.js';
import { refreshWeekHours } from './kpi.queries.js';

export const REFRESH_KPIS_JOB = 'refresh-kpi-week-hours';

/** The command center's weekly aggregate is refreshed every 5 minutes by one instance (the singleton schedule). */
export function registerCommandCenterJobs(queue: JobQueue): void {
  queue.register(REFRESH_KPIS_JOB, async (_payload, job) => refreshWeekHours(job.db), { maxAttempts: 3 });
  queue.schedule(REFRESH_KPIS_JOB, { cron: '*/5 * * * *' });
}
