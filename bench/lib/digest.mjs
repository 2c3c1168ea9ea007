// The daily e-mail digest (docs/benchmarks.md): `people` users, each a consultant in one of several time zones with a
// handful of notifications waiting for the digest, then the digest job end to end — the `mail.digest` job queueing
// one message per person and the `mail.send` jobs handing every message to a real SMTP server.
//
// How it is driven: the built API runs as its own process (as in production, one worker per core sharing the job
// queue) with SMTP_URL pointing at an SMTP server this process runs, and the bench inserts one `mail.digest` job
// into the queue, as the cron schedule does every 15 minutes. So the figure is the real job in the real queue and
// the real transport (nodemailer, one SMTP connection per message), not a function called in isolation. The job
// reads the queue's clock, which cannot be moved in a production build: instead each person's time zone is
// chosen among those whose local time is now between 08:00 and 22:00, so the digest is due for everyone at
// whatever hour the bench runs, and every item was queued yesterday (before today's 08:00 in any zone).
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startApi } from './api.mjs';
import { sleep } from './process.mjs';

/** Zones a whole hour or half apart around the globe: at any moment several are between 08:00 and 22:00. */
const CANDIDATE_ZONES = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];
/** Notification types that default to the digest; each person gets ITEMS of them, so messages have sections. */
const TYPES = ['resource_request', 'work_item_assigned', 'work_item_status', 'work_item_comment', 'status_update'];
const ITEMS = 5;
const TIMEOUT_MS = 10 * 60_000;

const localHour = (zone, at) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));

/** The zones whose local time is between 08:00 and 22:00 now (far from both the digest hour and midnight). */
export function zonesPastDigestHour(at = new Date()) {
  return CANDIDATE_ZONES.filter((zone) => {
    const hour = localHour(zone, at);
    return hour >= 8 && hour < 22;
  });
}

/** Set-based inserts: `people` users with their consultant, ITEMS notifications each and their digest items. */
async function seedDigestPeople(client, people, zones) {
  await client.query(
    `insert into "user" (name, email, email_verified)
     select 'Digest Bench ' || lpad(i::text, 4, '0'), 'digest.bench.' || i || '@bench.local', true
     from generate_series(1, $1) as i
     on conflict (email) do nothing`,
    [people],
  );
  await client.query(
    `insert into consultants (first_name, last_name, email, time_zone, user_id)
     select 'Digest', 'Bench ' || lpad(i::text, 4, '0'), u.email, ($2::text[])[1 + i % array_length($2::text[], 1)], u.id
     from generate_series(1, $1) as i join "user" u on u.email = 'digest.bench.' || i || '@bench.local'
     on conflict do nothing`,
    [people, zones],
  );
  await client.query(
    `with made as (
       insert into notifications (recipient_user_id, recipient_consultant_id, type, title, link, created_at)
       select c.user_id, c.id, ($2::text[])[1 + (n + k) % array_length($2::text[], 1)],
              'Benchmark notice ' || k || ' for ' || c.last_name, '/work-management', now() - interval '26 hours'
       from (select id, user_id, last_name, row_number() over (order by email)::int as n
             from consultants where email like 'digest.bench.%') c
       cross join generate_series(1, $1) as k
       returning id, recipient_user_id, created_at)
     insert into mail_digest_items (notification_id, user_id, created_at)
     select id, recipient_user_id, created_at from made`,
    [ITEMS, TYPES],
  );
}

/** A real SMTP server that counts what it accepts (and checks each message is a digest with List-Unsubscribe). */
async function startSmtpSink() {
  const recipients = new Set();
  let accepted = 0;
  let malformed = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        accepted++;
        const headers = head.replace(/\r\n[ \t]+/g, ' '); // long header lines are folded
        if (!/^Subject: Your Praxis digest/m.test(headers) || !/^List-Unsubscribe: </m.test(headers)) malformed++;
        for (const to of session.envelope.rcptTo) recipients.add(to.address);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    counts: () => ({ accepted, malformed, recipients: recipients.size }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Seeds the people, starts the API (mail on) and the SMTP server, enqueues the digest job and waits until every
 * queued message was delivered. `apiEnv` is what the bench's API ran with (database, secret, web build).
 */
export async function measureDigest({ entry, apiEnv, databaseUrl, people }) {
  const zones = zonesPastDigestHour();
  if (zones.length < 3) throw new Error(`only ${zones.length} candidate zones are past 08:00 now`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sink = await startSmtpSink();
  let api;
  try {
    await seedDigestPeople(client, people, zones);
    // A short poll, so the job starts when inserted rather than up to 5 s later; the workers then drain the queue.
    api = await startApi({
      entry,
      env: { ...apiEnv, SMTP_URL: sink.url, MAIL_FROM: 'Praxis <praxis@bench.local>', JOBS_POLL_MS: '200' },
    });
    const t0 = performance.now();
    const {
      rows: [job],
    } = await client.query(
      `insert into jobs (name, payload, run_at, max_attempts) values ('mail.digest', '{}', now(), 3) returning id`,
    );
    let digestJobS;
    for (;;) {
      if (performance.now() - t0 > TIMEOUT_MS) throw new Error(`digest not delivered in time: ${api.logs()}`);
      const { rows } = await client.query(
        `select (select status from jobs where id = $1) as job_status,
                count(*) filter (where m.status in ('queued', 'sending'))::int as pending,
                count(*)::int as queued
         from mail_outbox m where m.kind = 'digest'`,
        [job.id],
      );
      const state = rows[0];
      if (state.job_status === 'failed') throw new Error(`the digest job failed: ${api.logs()}`);
      if (state.job_status === 'done' && digestJobS === undefined) digestJobS = (performance.now() - t0) / 1000;
      if (state.job_status === 'done' && state.pending === 0) break;
      await sleep(100);
    }
    const seconds = (performance.now() - t0) / 1000;
    const { rows: outcome } = await client.query(
      `select count(*) filter (where m.to_address like 'digest.bench.%')::int as bench_queued,
              count(*)::int as queued,
              count(*) filter (where m.status = 'sent')::int as sent,
              count(*) filter (where m.status = 'failed')::int as failed
       from mail_outbox m where m.kind = 'digest'`,
    );
    const received = sink.counts();
    const result = {
      people,
      itemsPerPerson: ITEMS,
      zones,
      seconds,
      digestJobS,
      queued: outcome[0].queued,
      delivered: received.accepted,
      failed: outcome[0].failed,
    };
    if (outcome[0].bench_queued !== people || received.recipients < people || received.malformed > 0)
      throw new Error(`digest bench: expected ${people} digests, got ${JSON.stringify({ ...result, received })}`);
    return result;
  } finally {
    await api?.stop();
    await sink.close();
    await client.end();
  }
}
