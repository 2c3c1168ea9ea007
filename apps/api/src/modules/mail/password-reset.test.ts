import { createHash } from 'node:crypto';
import { addTime } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RESETS_PER_CLIENT, MAX_RESET_MAILS_PER_ADDRESS } from '../../auth/password-reset-throttle.js';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { DEMO, DEMO_PASSWORD } from '../../test/harness.js';
import { useSmtpServer, type ReceivedMail } from '../../test/smtp-server.js';

const smtp = useSmtpServer();
afterEach(() => vi.useRealTimers());

const { t, cookies } = useDemoApp(smtp.overrides);
const db = () => t.deps.database.db;

const requestReset = (email: string) => t.request('POST', '/api/auth/request-password-reset', { body: { email } });
const reset = (token: string, newPassword: string) =>
  t.request('POST', '/api/auth/reset-password', { body: { token, newPassword } });

/** The reset link of a received message, from its text part; its token. */
function linkOf(mail: ReceivedMail | undefined) {
  const appUrl = t.deps.env.APP_URL ?? '';
  const match = new RegExp(`${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/reset-password\\?token=([\\w-]+)`).exec(
    mail?.parsed.text ?? '',
  );
  return { url: match?.[0], token: match?.[1] ?? '' };
}

/** Asks for a reset of `email`, runs the mail queue and answers the token the e-mail carried. */
async function tokenFor(email: string) {
  expect((await requestReset(email)).status).toBe(200);
  await t.deps.jobs.tick();
  const mail = smtp.received.find((received) => received.rcptTo.includes(email));
  return linkOf(mail).token;
}

describe('password reset by e-mail', () => {
  it('answers alike whether or not the address has an account, and mails only a real one', async () => {
    expect((await (await t.request('GET', '/api/auth-config')).json()).passwordReset).toBe(true);
    const known = await requestReset(DEMO.pm);
    const unknown = await requestReset('nobody-here@demo.local');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await t.deps.jobs.tick();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual([DEMO.pm]);
    expect(mail?.parsed.subject).toBe('Reset your Praxis password');
    const { url, token } = linkOf(mail);
    expect(url).toBeDefined();
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(mail?.parsed.text).toContain('30 minutes');
    expect(mail?.parsed.html).toContain(`href="${url}"`);
    // Asked for, not a notification: nothing to unsubscribe from.
    expect(mail?.parsed.headers.has('list')).toBe(false);

    // Stored hashed: the table holds the SHA-256 of the identifier, never the token.
    const stored = await rowsOf<{ identifier: string }>(
      db(),
      sql`select identifier from verification where identifier like '%' || ${token} || '%'
          or identifier = ${createHash('sha256').update(`reset-password:${token}`).digest('base64url')}`,
    );
    expect(stored.map((row) => row.identifier)).toEqual([
      createHash('sha256').update(`reset-password:${token}`).digest('base64url'),
    ]);
    // …and the outbox keeps no copy of the link once it has been handed over.
    const [outbox] = await rowsOf<{ text: string; html: string; status: string }>(
      db(),
      sql`select text, html, status from mail_outbox where kind = 'password_reset' order by created_at desc limit 1`,
    );
    expect(outbox).toEqual({ text: '', html: '', status: 'sent' });
  });

  it('sets the new password once, ends every session of the user, and refuses the token a second time', async () => {
    const otherSession = await t.signIn(DEMO.employee);
    expect((await t.request('GET', '/api/me', { cookie: cookies.employee })).status).toBe(200);
    const token = await tokenFor(DEMO.employee);

    expect((await reset(token, 'short')).status).toBe(400); // the password rules hold: at least 8 characters
    const done = await reset(token, 'a-new-password-1');
    expect(done.status).toBe(200);

    for (const cookie of [cookies.employee, otherSession]) {
      expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
    }
    const oldPassword = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.employee, password: DEMO_PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
    const cookie = await t.signIn(DEMO.employee, 'a-new-password-1');
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);

    const again = await reset(token, 'another-password-2');
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('INVALID_TOKEN');
    await t.signIn(DEMO.employee, 'a-new-password-1'); // unchanged by the refused second use
  });

  it('refuses a token after 30 minutes', async () => {
    const token = await tokenFor(DEMO.admin);
    vi.useFakeTimers({ toFake: ['Date'], now: addTime(new Date(), { minutes: 31 }) });
    const late = await reset(token, 'too-late-password');
    expect(late.status).toBe(400);
    vi.useRealTimers();
    expect((await t.request('GET', '/api/me', { cookie: cookies.admin })).status).toBe(200);
    await t.signIn(DEMO.admin); // the old password still works
  });

  it('sends at most a few e-mails per address, still answering alike, then refuses a client that keeps asking', async () => {
    const address = 'someone-else@demo.local';
    const answers = [];
    for (let i = 0; i <= MAX_RESET_MAILS_PER_ADDRESS; i++) answers.push(await requestReset(DEMO.pm));
    answers.push(await requestReset(address));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(bodies).size).toBe(1);
    await t.deps.jobs.tick();
    // The first test mailed pm once already: the limit counts that one too.
    expect(smtp.received.filter((mail) => mail.rcptTo.includes(DEMO.pm))).toHaveLength(MAX_RESET_MAILS_PER_ADDRESS - 1);

    let refused: Response | undefined;
    for (let i = 0; i < MAX_RESETS_PER_CLIENT + 1 && !refused; i++) {
      const answer = await requestReset(`guess-${i}@demo.local`);
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused?.json()) as { message: string }).message).toMatch(/Too many password reset attempts/);
  });
});
