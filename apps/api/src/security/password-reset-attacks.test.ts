import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { useTestApp } from '../test/demo-app.js';
import { DEMO } from '../test/harness.js';
import { useSmtpServer } from '../test/smtp-server.js';

const smtp = useSmtpServer();

const t = useTestApp(smtp.overrides);
const ask = (body: unknown, headers?: Record<string, string>) =>
  t.request('POST', '/api/auth/request-password-reset', { body, headers });

/** The token of the last reset e-mail to `email`. */
async function mailedToken(email: string) {
  expect((await ask({ email })).status).toBe(200);
  await t.deps.jobs.tick();
  const mail = smtp.received.findLast((received) => received.rcptTo.includes(email));
  return /reset-password\?token=([\w-]+)/.exec(mail?.parsed.text ?? '')?.[1] ?? '';
}

describe('password reset against an attacker', () => {
  it('refuses odd input with a 4xx and mails nothing', async () => {
    const odd: unknown[] = [
      { email: ['pm@demo.local', 'employee@demo.local'] },
      { email: 'pm@demo.local\r\nBcc: thief@attacker.test' },
      { email: null },
      {},
    ];
    for (const body of odd) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    // A huge address is just an address nobody has: the usual answer.
    expect((await ask({ email: `${'a'.repeat(10_000)}@demo.local` })).status).toBe(200);
    // A look-alike address (Cyrillic "р" in "pm") is not pm's: refused as malformed, and nothing goes out.
    expect((await ask({ email: 'рm@demo.local' })).status).toBe(400);
    await t.deps.jobs.tick();
    expect(smtp.received).toHaveLength(0);
    // Another content type gets a clear answer, never a crash.
    const form = await ask('email=pm%40demo.local', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBeLessThan(500);
  });

  it('lets only one of two parallel resets with the same token through', async () => {
    const token = await mailedToken(DEMO.employee);
    const answers = await Promise.all(
      ['parallel-one-pass', 'parallel-two-pass'].map((newPassword) =>
        t.request('POST', '/api/auth/reset-password', { body: { token, newPassword } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('keeps a name with a line break out of the headers of the reset e-mail', async () => {
    await t.deps.database.db.execute(
      sql`update "user" set name = ${'Eve\r\nBcc: thief@attacker.test'} where email = ${DEMO.pm}`,
    );
    await mailedToken(DEMO.pm);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual([DEMO.pm]);
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.raw).not.toMatch(/\r\nBcc:/i);
    const stored = await rowsOf<{ to_name: string }>(
      t.deps.database.db,
      sql`select to_name from mail_outbox where to_address = ${DEMO.pm} and kind = 'password_reset'`,
    );
    expect(stored[0]?.to_name).toBe('Eve Bcc: thief@attacker.test');
  });
});
