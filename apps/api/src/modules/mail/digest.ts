import { emailTypeOf, isTimeZone, NOTIFICATION_EMAIL_TYPES, todayIn } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { localFields } from '../../jobs/cron.js';
import { queueMail } from './mail.outbox.js';
import { absoluteLink } from './mail.render.js';
import { preferencesPath } from './mail.recipients.js';
import type { MailRuntime } from './mail.runtime.js';
import { NOTIFICATION_FOOTER } from './notification-mail.js';

export const MAIL_DIGEST_JOB = 'mail.digest';
/** The digest goes out at 08:00 in each person's time zone (UTC when their profile names none). */
export const DIGEST_HOUR = 8;

interface PendingItem extends Record<string, unknown> {
  notification_id: string;
  user_id: string;
  queued_at: Date | string;
  email: string;
  name: string;
  consultant_id: string | null;
  time_zone: string | null;
  type: string;
  title: string;
  link: string | null;
  seen: boolean;
}

const LABELS = new Map<string, string>(NOTIFICATION_EMAIL_TYPES.map((entry) => [entry.type, entry.label]));
const ORDER = new Map<string, number>(NOTIFICATION_EMAIL_TYPES.map((entry, index) => [entry.type, index]));

/** Whether an item queued at `at` belongs to the digest of `today` (it came before that day's 08:00). */
function dueToday(at: Date, zone: string, today: string) {
  const day = todayIn(zone, at);
  return day < today || (day === today && localFields(at, zone).hour < DIGEST_HOUR);
}

/**
 * One message per person whose local time has passed 08:00, holding what was queued for them before today's
 * 08:00, grouped by notification type. `mail_digests` keeps one digest per person and local day, so a second run
 * or instance sends nothing twice; items read or deleted in the app meanwhile are dropped, not mailed.
 */
export async function sendDigests(db: Db, runtime: MailRuntime, now: Date): Promise<number> {
  const pending = await rowsOf<PendingItem>(
    db,
    sql`select i.notification_id, i.user_id, i.created_at as queued_at, u.email, u.name,
               c.id as consultant_id, c.time_zone, n.type, n.title, n.link,
               (n.read_at is not null or n.deleted_at is not null) as seen
        from mail_digest_items i
        join "user" u on u.id = i.user_id and u.deactivated_at is null
        join notifications n on n.id = i.notification_id
        left join consultants c on c.user_id = i.user_id
        order by i.user_id, i.created_at`,
  );
  const byUser = new Map<string, PendingItem[]>();
  for (const item of pending) {
    const zone = zoneOf(item);
    const today = todayIn(zone, now);
    if (localFields(now, zone).hour < DIGEST_HOUR || !dueToday(new Date(item.queued_at), zone, today)) continue;
    const items = byUser.get(item.user_id);
    if (items) items.push(item);
    else byUser.set(item.user_id, [item]);
  }
  // People are claimed and queued PEOPLE_PER_TRANSACTION at a time: one durable commit per person made 2,000
  // digests take most of a minute. A failure rolls back its whole group and the job's retry sends it; every run
  // and instance walks people in the same (user id) order, so two instances never wait on each other crosswise.
  const people = [...byUser];
  let sent = 0;
  for (let start = 0; start < people.length; start += PEOPLE_PER_TRANSACTION) {
    const group = people.slice(start, start + PEOPLE_PER_TRANSACTION);
    sent += await db.transaction(async (tx) => {
      let queued = 0;
      for (const [userId, items] of group) if (await sendDigest(tx, runtime, now, userId, items)) queued++;
      return queued;
    });
  }
  return sent;
}

const PEOPLE_PER_TRANSACTION = 100;

const zoneOf = (item: PendingItem) => (isTimeZone(item.time_zone) ? item.time_zone : 'UTC');

/** Claims one person's digest of the day, removes its items and queues the message (false: nothing to send). */
async function sendDigest(tx: DbOrTx, runtime: MailRuntime, now: Date, userId: string, items: PendingItem[]) {
  const first = items[0];
  if (!first) return false;
  const [claimed] = await rowsOf<{ user_id: string }>(
    tx,
    sql`insert into mail_digests (user_id, day) values (${userId}, ${todayIn(zoneOf(first), now)}::date)
        on conflict do nothing returning user_id`,
  );
  if (!claimed) return false;
  await tx.execute(
    sql`delete from mail_digest_items where notification_id in (${sql.join(
      items.map((item) => sql`${item.notification_id}`),
      sql`, `,
    )})`,
  );
  const unseen = items.filter((item) => !item.seen);
  if (unseen.length === 0) return false;
  const groups = new Map<string, PendingItem[]>();
  for (const item of unseen) {
    const key = emailTypeOf(item.type);
    const entries = groups.get(key);
    if (entries) entries.push(item);
    else groups.set(key, [item]);
  }
  const sections = [...groups]
    .sort(([a], [b]) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0))
    .map(([type, entries]) => ({
      title: `${LABELS.get(type) ?? 'Other notices'} (${entries.length})`,
      entries: entries.map((item) => ({ text: item.title, url: absoluteLink(runtime.appUrl, item.link) })),
    }));
  const count = unseen.length;
  await queueMail(
    tx,
    runtime,
    'digest',
    {
      userId,
      address: first.email,
      name: first.name,
      preferencesUrl: `${runtime.appUrl}${preferencesPath(first.consultant_id)}`,
    },
    {
      heading: `Your Praxis digest: ${count} ${count === 1 ? 'notification' : 'notifications'}`,
      paragraphs: ['Here is what happened since your last digest.'],
      sections,
      action: { label: 'Open your notifications', url: `${runtime.appUrl}/notifications` },
      footer: NOTIFICATION_FOOTER,
    },
  );
  return true;
}
