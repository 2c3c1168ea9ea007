import { sql } from 'drizzle-orm';
import type { JobQueue } from '../../jobs/queue.js';
import { sendDigests, MAIL_DIGEST_JOB } from './digest.js';
import { deliverMail, MAIL_MAX_ATTEMPTS, MAIL_SEND_JOB, mailBackoffMs } from './mail.outbox.js';
import { mailRuntime } from './mail.runtime.js';

const OFF = 'E-mail is off on the instance that took this message (SMTP_URL unset).';

export function registerMailJobs(queue: JobQueue): void {
  queue.register(
    MAIL_SEND_JOB,
    async (payload, job) => {
      const id = String(payload.id);
      const runtime = mailRuntime();
      if (!runtime) {
        await job.db.execute(
          sql`update mail_outbox set status = 'failed', last_error = ${OFF} where id = ${id} and status = 'queued'`,
        );
        return;
      }
      await deliverMail(job.db, runtime, id, job);
    },
    { maxAttempts: MAIL_MAX_ATTEMPTS, backoffMs: mailBackoffMs },
  );
  queue.register(
    MAIL_DIGEST_JOB,
    async (_payload, job) => {
      const runtime = mailRuntime();
      if (!runtime) return;
      const sent = await sendDigests(job.db, runtime, job.now);
      if (sent) job.log.info({ sent }, 'e-mail digests queued');
    },
    { maxAttempts: 3, backoffMs: () => 60_000 },
  );
  // Every 15 minutes reaches each time zone soon after its 08:00, as the Friday reminders do.
  queue.schedule(MAIL_DIGEST_JOB, { cron: '*/15 * * * *' });
}
