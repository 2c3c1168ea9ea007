import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { parseEnv } from '../../lib/env.js';
import { useDemoPeople } from '../../test/demo-app.js';
import { logMailMode, mailRuntime } from './mail.runtime.js';

describe('the e-mail settings', () => {
  it('needs MAIL_FROM with SMTP_URL, and an smtp URL', () => {
    expect(() => parseEnv({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/MAIL_FROM is required/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.test' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: 'smtp://h', MAIL_FROM: 'Praxis <x@y.test>\r\nBcc: z@y.test' })).toThrow(
      /MAIL_FROM/,
    );
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@h:465', MAIL_FROM: 'Praxis <x@y.test>' }).MAIL_FROM).toBe(
      'Praxis <x@y.test>',
    );
  });

  it('says once at start whether e-mail is on', () => {
    const lines: unknown[][] = [];
    const logger = { info: (...args: unknown[]) => lines.push(args) } as unknown as Parameters<typeof logMailMode>[1];
    logMailMode(parseEnv({}), logger);
    expect(lines).toHaveLength(1);
    expect(String(lines[0]?.at(-1))).toMatch(/^E-mail is off/);
  });
});

describe('with e-mail off', () => {
  const { t, cookies, userIds } = useDemoPeople();

  it('queues nothing, says so in the preferences, and leaves the invitation link to be copied', async () => {
    expect(mailRuntime()).toBeNull();
    // The demo firm's outbox has a few messages of its own; nothing may be added to them.
    const outboxSize = async () =>
      (await rowsOf<{ n: number }>(t.deps.database.db, sql`select count(*)::int as n from mail_outbox`))[0]?.n;
    const before = await outboxSize();
    expect(before).toBeGreaterThan(0);
    const sent = await t.request('POST', '/api/notifications', {
      cookie: cookies.admin,
      body: { recipient_user_id: userIds.employee, title: 'Mention', type: 'work_item_mention' },
    });
    expect(sent.status).toBe(201);
    const preferences = await (
      await t.request('GET', '/api/me/email-preferences', { cookie: cookies.employee })
    ).json();
    expect(preferences.email_enabled).toBe(false);

    const [profile] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`select id from consultants where user_id is null and is_active limit 1`,
    );
    const invitation = await t.request('POST', `/api/consultants/${profile?.id}/invitations`, {
      cookie: cookies.admin,
    });
    expect(invitation.status).toBe(201);
    expect((await invitation.json()).emailed_to).toBeNull();
    expect(await outboxSize()).toBe(before);
  });

  it('offers no password reset: the login page is told, and the endpoint refuses', async () => {
    const config = await (await t.request('GET', '/api/auth-config')).json();
    expect(config.passwordReset).toBe(false);
    const asked = await t.request('POST', '/api/auth/request-password-reset', { body: { email: 'pm@demo.local' } });
    expect(asked.status).toBe(400);
    expect((await asked.json()).code).toBe('RESET_PASSWORD_DISABLED');
  });
});
