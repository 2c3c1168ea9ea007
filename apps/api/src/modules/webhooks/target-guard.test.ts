import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { createLogger } from '../../lib/logger.js';
import { useDemoApp } from '../../test/demo-app.js';
import { deliverPending } from './deliver.job.js';
import { emitWebhookEvent } from './emit.js';
import { isSpecialUseAddress } from './target-guard.js';

// WEBHOOK_ALLOW_PRIVATE is off: the guard as a real server runs it.
const { t, cookies } = useDemoApp();

describe('the address guard', () => {
  it('knows the special-use ranges of IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
    ]) {
      expect(isSpecialUseAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isSpecialUseAddress(address), address).toBe(false);
    }
  });

  it('refuses private, loopback and link-local targets and plain http at registration', async () => {
    const refused = [
      'https://127.0.0.1/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://2130706433/hook',
      'http://127.0.0.1:8080/hook',
    ];
    for (const url of refused) {
      const response = await t.request('POST', '/api/webhooks', {
        cookie: cookies.admin,
        body: { name: 'Inside', url, event_types: ['work_item.created'] },
      });
      expect(response.status, url).toBe(422);
      expect((await response.json()).details.fields.url, url).toMatch(/private|https/);
    }
    const [row] = await rowsOf<{ n: number }>(t.deps.database.db, sql`select count(*)::int as n from webhooks`);
    const [seeded] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from webhooks where name <> 'Inside'`,
    );
    expect(row?.n).toBe(seeded?.n);
  });

  it('checks again at each delivery: a stored endpoint on loopback is not connected to', async () => {
    const db = t.deps.database.db;
    const [endpoint] = await rowsOf<{ id: string }>(
      db,
      sql`insert into webhooks (name, url, event_types, secret)
          values ('Stored loopback', 'https://localhost:9/hook', '{consultant.created}', 'whsec_x') returning id`,
    );
    if (!endpoint) throw new Error('no endpoint');
    await db.transaction((tx) => emitWebhookEvent(tx, 'consultant.created', { id: 'x', name: 'X' }));
    await deliverPending(db, endpoint.id, { allowPrivate: false, now: new Date(), log: createLogger('silent') });
    const [delivery] = await rowsOf<{ status: string; error: string; response_status: number | null }>(
      db,
      sql`select status, error, response_status from webhook_deliveries where webhook_id = ${endpoint.id}`,
    );
    expect(delivery).toMatchObject({ status: 'pending', response_status: null });
    expect(delivery?.error).toMatch(/private, loopback/);
  });
});
