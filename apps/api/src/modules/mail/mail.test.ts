import { isTimeZone } from '@praxis/shared';
import { addTime } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { nextRun, parseCron } from '../../jobs/cron.js';
import { JobQueue } from '../../jobs/queue.js';
import { createLogger } from '../../lib/logger.js';
import { expectCsvDownload } from '../../test/csv-download.js';
import { useDemoPeople } from '../../test/demo-app.js';
import { useSmtpServer, type ReceivedMail } from '../../test/smtp-server.js';
import { sendFridayReminders } from '../timesheets/reminders.js';
import { sendDigests } from './digest.js';
import { deliverMail, INTERRUPTED, MAIL_SEND_JOB } from './mail.outbox.js';
import { mailRuntime, replaceTransport, type MailTransport, type SentInfo } from './mail.runtime.js';

const smtp = useSmtpServer();

const { t, cookies, userIds, consultantIds } = useDemoPeople(smtp.overrides);
const db = () => t.deps.database.db;
const appUrl = () => t.deps.env.APP_URL ?? '';
const runJobs = () => t.deps.jobs.tick();

const emailOf = async (userId: string) =>
  (await rowsOf<{ email: string }>(db(), sql`select email from "user" where id = ${userId}`))[0]?.email ?? '';

const sendNotice = (recipient: string, title: string, type: string, link = '/home') =>
  t.request('POST', '/api/notifications', {
    cookie: cookies.admin,
    body: { recipient_user_id: recipient, title, type, body: 'Details inside.', link },
  });

const setPreferences = (role: keyof typeof cookies, preferences: Record<string, string>) =>
  t.request('PUT', '/api/me/email-preferences', { cookie: cookies[role], body: { preferences } });

const outboxOf = (userId: string) =>
  rowsOf<{ id: string; status: string; kind: string; last_error: string | null }>(
    db(),
    sql`select id, status, kind, last_error from mail_outbox where recipient_user_id = ${userId} order by created_at`,
  );

/** The List-Unsubscribe address, as the raw header says it and as mailparser reads it (under `list`). */
function unsubscribeOf(mail: ReceivedMail | undefined) {
  const parsed = (mail?.parsed.headers.get('list') as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url;
  expect(mail?.raw.replace(/\r\n[ \t]+/g, ' ')).toMatch(new RegExp(`^List-Unsubscribe: <${parsed}>`, 'm'));
  return parsed;
}

describe('e-mail for notifications', () => {
  it('sends an "at once" notification with a text part, an absolute link and List-Unsubscribe', async () => {
    const response = await sendNotice(
      userIds.employee,
      'Ana mentioned you',
      'work_item_mention',
      '/work-management/42',
    );
    expect(response.status).toBe(201);
    expect(smtp.received).toHaveLength(0); // not before the job runs: the request only queued it
    await runJobs();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual([await emailOf(userIds.employee)]);
    expect(mail?.parsed.subject).toBe('Ana mentioned you');
    expect(mail?.parsed.from?.text).toContain('praxis@firm.test');
    expect(mail?.parsed.text).toContain(`${appUrl()}/work-management/42`);
    expect(mail?.parsed.text).toContain('Details inside.');
    expect(mail?.parsed.html).toContain(`href="${appUrl()}/work-management/42"`);
    expect(mail?.parsed.html).toContain('<html lang="en">');
    const unsubscribe = `${appUrl()}/consultants/${consultantIds.employee}#email-preferences`;
    expect(unsubscribeOf(mail)).toBe(unsubscribe);
    expect(mail?.parsed.text).toContain(unsubscribe);

    // Sent once: running the queue again sends nothing more.
    await runJobs();
    expect(smtp.received).toHaveLength(1);
    expect((await outboxOf(userIds.employee)).at(-1)?.status).toBe('sent');
  });

  it('keeps user-written text out of the headers: a name or title with CR/LF adds no header', async () => {
    const address = await emailOf(userIds.pm);
    const [before] = await rowsOf<{ name: string }>(db(), sql`select name from "user" where id = ${userIds.pm}`);
    await db().execute(sql`update "user" set name = ${'Eve\r\nBcc: thief@attacker.test'} where id = ${userIds.pm}`);
    try {
      await sendNotice(userIds.pm, 'Hello\r\nBcc: other@attacker.test\nX-Evil: 1', 'staffing_proposal');
      await runJobs();
    } finally {
      await db().execute(sql`update "user" set name = ${before?.name ?? 'PM'} where id = ${userIds.pm}`);
    }
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual([address]);
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.parsed.headers.has('x-evil')).toBe(false);
    expect(mail?.raw).not.toMatch(/\r\n(Bcc|X-Evil):/i);
    expect(mail?.parsed.subject).toBe('Hello Bcc: other@attacker.test X-Evil: 1');
    expect(mail?.parsed.to && 'value' in mail.parsed.to ? mail.parsed.to.value[0]?.address : '').toBe(address);
  });

  it('follows each person’s choice: in the app only sends nothing', async () => {
    expect((await setPreferences('employee', { work_item_mention: 'app' })).status).toBe(200);
    await sendNotice(userIds.employee, 'Quiet mention', 'work_item_mention');
    await runJobs();
    expect(smtp.received).toHaveLength(0);
    expect((await setPreferences('employee', { work_item_mention: 'immediate' })).status).toBe(200);
  });
});

describe('e-mail preferences', () => {
  it('lists every type with its default, and changes only the types given', async () => {
    const fresh = await (await t.request('GET', '/api/me/email-preferences', { cookie: cookies.admin })).json();
    expect(fresh.email_enabled).toBe(true);
    const modeOf = (body: { items: { type: string; mode: string }[] }, type: string) =>
      body.items.find((item) => item.type === type)?.mode;
    for (const type of ['timesheet_submitted', 'timesheet_rejected', 'staffing_proposal', 'work_item_mention']) {
      expect(modeOf(fresh, type)).toBe('immediate');
    }
    expect(modeOf(fresh, 'work_item_assigned')).toBe('digest');
    expect(modeOf(fresh, 'status_update')).toBe('digest');

    const changed = await (await setPreferences('admin', { status_update: 'app' })).json();
    expect(modeOf(changed, 'status_update')).toBe('app');
    expect(modeOf(changed, 'staffing_proposal')).toBe('immediate');
    const audit = await rowsOf<{ after: unknown }>(
      db(),
      sql`select after from audit_log where entity = 'notification_email_preferences' and entity_id = ${userIds.admin}
          order by at desc limit 1`,
    );
    expect(audit[0]?.after).toEqual({ status_update: 'app' });
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const before = await (await t.request('GET', '/api/me/email-preferences', { cookie: cookies.pm })).text();
    for (const body of [
      { preferences: { status_update: 'sometimes' } },
      { preferences: { 'status_update\u200b': 'app' } },
      { preferences: {} },
      { preferences: { status_update: 'app' }, user_id: userIds.admin },
      { preferences: 'app' },
    ]) {
      const response = await t.request('PUT', '/api/me/email-preferences', { cookie: cookies.pm, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const asText = await t.request('PUT', '/api/me/email-preferences', {
      cookie: cookies.pm,
      body: 'preferences=app',
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.status).toBeGreaterThanOrEqual(400);
    expect(asText.status).toBeLessThan(500);
    expect(await (await t.request('GET', '/api/me/email-preferences', { cookie: cookies.pm })).text()).toBe(before);
    expect((await t.request('GET', '/api/me/email-preferences')).status).toBe(401);
  });
});

describe('the daily digest', () => {
  it('groups a person’s pending notifications into one message at 08:00 their time, once a day', async () => {
    await db().execute(sql`delete from mail_digest_items where user_id = ${userIds.pm}`);
    await sendNotice(userIds.pm, 'Task A assigned', 'work_item_assigned', '/work-management/a');
    await sendNotice(userIds.pm, 'Task B assigned', 'work_item_assigned', '/work-management/b');
    await sendNotice(userIds.pm, 'Weekly status sent', 'status_update', '/status-updates/1');
    await runJobs();
    expect(smtp.received).toHaveLength(0); // digest types wait for the digest

    const [person] = await rowsOf<{ time_zone: string | null }>(
      db(),
      sql`select time_zone from consultants where user_id = ${userIds.pm}`,
    );
    const zone = isTimeZone(person?.time_zone) ? person.time_zone : 'UTC';
    // The first 08:30 in the PM's zone at least an hour from now: the items (queued now) are due then, whatever the
    // hour is now. Between 08:00 and 08:30 the same day's 08:30 would not do: items queued after 08:00 wait a day.
    const morning = nextRun(parseCron('30 8 * * *'), addTime(new Date(), { hours: 1 }), zone);
    const runtime = mailRuntime();
    if (!runtime) throw new Error('e-mail should be on');
    expect(await sendDigests(db(), runtime, morning)).toBeGreaterThanOrEqual(1);
    expect(await sendDigests(db(), runtime, morning)).toBe(0); // one digest per person and day
    await runJobs();

    const digests = smtp.received.filter((mail) => mail.rcptTo.includes('pm@demo.local'));
    expect(digests).toHaveLength(1);
    const text = digests[0]?.parsed.text ?? '';
    expect(digests[0]?.parsed.subject).toMatch(/^Your Praxis digest: \d+ notifications$/);
    expect(text).toContain('Work items assigned to you (2)');
    expect(text).toContain('Status updates (1)');
    expect(text.indexOf('Task A assigned')).toBeLessThan(text.indexOf('Status updates (1)'));
    expect(text).toContain(`${appUrl()}/work-management/b`);
    expect(unsubscribeOf(digests[0])).toBe(`${appUrl()}/consultants/${consultantIds.pm}#email-preferences`);
    const left = await rowsOf(db(), sql`select 1 from mail_digest_items where user_id = ${userIds.pm}`);
    expect(left).toHaveLength(0);
  });

  it('sends each person of one run their own digest with only their items, and none again in a second run', async () => {
    const people = [userIds.pm, userIds.employee];
    const zones = await rowsOf<{ user_id: string; time_zone: string | null }>(
      db(),
      sql`select user_id, time_zone from consultants where user_id in (${userIds.pm}, ${userIds.employee})`,
    );
    // One zone for both, so one moment is past 08:00 for each of them.
    await db().execute(
      sql`update consultants set time_zone = 'Asia/Tokyo' where user_id in (${userIds.pm}, ${userIds.employee})`,
    );
    try {
      // Only these two have items, and neither has had a digest (the test above may have claimed the PM's day).
      await db().execute(sql`delete from mail_digest_items`);
      await db().execute(sql`delete from mail_digests where user_id in (${userIds.pm}, ${userIds.employee})`);
      for (const userId of people) await sendNotice(userId, `Review for ${userId}`, 'work_item_status');
      await runJobs();
      const morning = nextRun(parseCron('30 8 * * *'), addTime(new Date(), { hours: 1 }), 'Asia/Tokyo');
      const runtime = mailRuntime();
      if (!runtime) throw new Error('e-mail should be on');
      expect(await sendDigests(db(), runtime, morning)).toBe(2);
      expect(await sendDigests(db(), runtime, morning)).toBe(0);
      await runJobs();
      for (const userId of people) {
        const address = await emailOf(userId);
        const mine = smtp.received.filter((mail) => mail.rcptTo.includes(address));
        expect(mine).toHaveLength(1);
        expect(mine[0]?.parsed.text).toContain(`Review for ${userId}`);
        const other = people.find((id) => id !== userId) ?? '';
        expect(mine[0]?.parsed.text).not.toContain(`Review for ${other}`);
      }
    } finally {
      for (const row of zones)
        await db().execute(sql`update consultants set time_zone = ${row.time_zone} where user_id = ${row.user_id}`);
    }
  });
});

/** Another instance's worker for e-mail only, its clock at `at`. */
function workerAt(at: Date) {
  const worker = new JobQueue({ db: db(), logger: createLogger('silent'), clock: () => at, workerId: 'worker-b' });
  worker.register(MAIL_SEND_JOB, async (payload, job) => {
    const runtime = mailRuntime();
    if (runtime) await deliverMail(job.db, runtime, String(payload.id), job);
  });
  return worker;
}

describe('sending from the queue', () => {
  const realTransport = () => {
    const runtime = mailRuntime();
    if (!runtime) throw new Error('e-mail should be on');
    return runtime.transport;
  };

  it('a crash right after the SMTP hand-over never sends the message twice; an admin sees it and may resend', async () => {
    const real = realTransport();
    let handedOver = 0;
    // The worker "dies" after the SMTP server accepted the message: its promise never settles.
    const crashing: MailTransport = {
      send: async (message) => {
        await real.send(message);
        handedOver++;
        return new Promise<SentInfo>(() => undefined);
      },
      close: () => undefined,
    };
    replaceTransport(crashing);
    await sendNotice(userIds.employee, 'Crash test', 'work_item_mention');
    void runJobs();
    await expect.poll(() => handedOver, { timeout: 5_000 }).toBe(1);
    replaceTransport(real);

    // Another instance finds the job again once its lock has expired (a day later here).
    const other = workerAt(addTime(new Date(), { days: 1 }));
    expect(await other.tick()).toBeGreaterThanOrEqual(1);
    expect(smtp.received.filter((mail) => mail.parsed.subject === 'Crash test')).toHaveLength(1);

    const [row] = (await outboxOf(userIds.employee)).slice(-1);
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toBe(INTERRUPTED);

    const failed = await (
      await t.request('GET', '/api/admin/mail/outbox?status=failed', { cookie: cookies.admin })
    ).json();
    expect(failed.items.map((item: { id: string }) => item.id)).toContain(row?.id);
    // The same filter as CSV: every failed message, with its error, and no other status.
    const csv = await expectCsvDownload(
      await t.request('GET', '/api/admin/mail/outbox?status=failed&format=csv', { cookie: cookies.admin }),
      'e-mail-outbox',
    );
    expect(csv[0]).toBe('Queued,To,Subject,Kind,Status,Tries,Sent,Error');
    expect(csv).toHaveLength(failed.total + 1);
    expect(csv.slice(1).every((line) => line.includes(',failed,'))).toBe(true);
    expect(csv.some((line) => line.includes(INTERRUPTED))).toBe(true);
    expect((await t.request('GET', '/api/admin/mail/outbox', { cookie: cookies.employee })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/mail/outbox', { cookie: cookies.pm })).status).toBe(403);

    const resend = await t.request('POST', `/api/admin/mail/outbox/${row?.id}/retry`, { cookie: cookies.admin });
    expect(resend.status).toBe(200);
    const again = await t.request('POST', `/api/admin/mail/outbox/${row?.id}/retry`, { cookie: cookies.admin });
    expect(again.status).toBe(409); // queued now, not failed
    await runJobs();
    expect(smtp.received.filter((mail) => mail.parsed.subject === 'Crash test')).toHaveLength(2);
    expect(
      (
        await t.request('POST', '/api/admin/mail/outbox/00000000-0000-4000-8000-000000000000/retry', {
          cookie: cookies.admin,
        })
      ).status,
    ).toBe(404);
  });

  it('an SMTP refusal is retried with backoff and then sent exactly once', async () => {
    const real = realTransport();
    let refusals = 0;
    replaceTransport({
      send: async (message) => {
        if (refusals++ === 0) throw new Error('451 Try again later');
        return real.send(message);
      },
      close: () => undefined,
    });
    try {
      await sendNotice(userIds.employee, 'Retry test', 'work_item_mention');
      await runJobs();
      const [queued] = (await outboxOf(userIds.employee)).slice(-1);
      expect(queued).toMatchObject({ status: 'queued', last_error: '451 Try again later' });
      await runJobs(); // the retry waits for its backoff
      expect(smtp.received).toHaveLength(0);

      const other = workerAt(addTime(new Date(), { hours: 1 }));
      await other.tick();
      await other.tick();
    } finally {
      replaceTransport(real);
    }
    expect(smtp.received.filter((mail) => mail.parsed.subject === 'Retry test')).toHaveLength(1);
    expect((await outboxOf(userIds.employee)).at(-1)?.status).toBe('sent');
  });
});

describe('invitations and reminders by e-mail', () => {
  it('e-mails an invitation link to the profile’s address', async () => {
    const [profile] = await rowsOf<{ id: string; email: string }>(
      db(),
      sql`select id, email from consultants where user_id is null and is_active order by email limit 1`,
    );
    if (!profile) throw new Error('the demo firm has unclaimed profiles');
    const response = await t.request('POST', `/api/consultants/${profile.id}/invitations`, { cookie: cookies.admin });
    expect(response.status).toBe(201);
    const link = await response.json();
    expect(link.emailed_to).toBe(profile.email);
    await runJobs();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.rcptTo).toEqual([profile.email]);
    expect(smtp.received[0]?.parsed.subject).toBe('You are invited to Praxis');
    expect(smtp.received[0]?.parsed.text).toContain(link.url);
    expect(smtp.received[0]?.parsed.html).toContain(`href="${link.url}"`);
  });

  it('e-mails the Friday 15:00 timesheet reminder', async () => {
    const [person] = await rowsOf<{ time_zone: string | null }>(
      db(),
      sql`select time_zone from consultants where user_id = ${userIds.employee}`,
    );
    const zone = isTimeZone(person?.time_zone) ? person.time_zone : 'UTC';
    const friday = nextRun(parseCron('30 15 * * 5'), new Date(), zone);
    expect(await sendFridayReminders(db(), friday)).toBeGreaterThanOrEqual(1);
    await runJobs();
    const reminders = smtp.received.filter((mail) => mail.rcptTo.includes('employee@demo.local'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.parsed.subject).toMatch(/^Your timesheet for the week of .+ is not submitted$/);
    expect(reminders[0]?.parsed.text).toContain(`${appUrl()}/smart-timesheet?week=`);
  });
});
