import { ROLE_PERMISSIONS, type Permission } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importRuns } from '../../db/schema/imports.js';
import { rowsOf } from '../../db/sql.js';
import { useDemoPeople } from '../../test/demo-app.js';
import { fileUploader } from '../../test/import-upload.js';
import { useSmtpServer } from '../../test/smtp-server.js';
import { runImportJob } from './imports.service.js';
import type * as Invitations from '../invitations/invitations.service.js';

/** An invitation that fails for one address: the import must stand and report it on the row. */
vi.mock('../invitations/invitations.service.js', async (importOriginal) => {
  const original = await importOriginal<typeof Invitations>();
  return {
    ...original,
    inviteConsultant: async (...args: Parameters<typeof original.inviteConsultant>) => {
      const [db, , consultantId] = args;
      const [row] = await rowsOf<{ email: string }>(db, sql`select email from consultants where id = ${consultantId}`);
      if (row?.email.startsWith('refused@')) throw new Error('the mail server is down');
      return original.inviteConsultant(...args);
    },
  };
});

const smtp = useSmtpServer();
const { t, cookies, userIds } = useDemoPeople(smtp.overrides);
const upload = fileUploader(t, () => cookies.admin);
const db = () => t.deps.database.db;

const HEADER = 'first_name,last_name,email,location';
const person = (name: string, location = 'Berlin') =>
  `${name},Invitee,${name.toLowerCase()}@invite.example,${location}`;

const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(db(), query))[0]!.n;
const invitationsOf = (emailLike: string) =>
  count(sql`select count(*)::int as n from consultant_invitations i join consultants c on c.id = i.consultant_id
            where c.email like ${emailLike}`);
const outboxTo = (emailLike: string) =>
  count(sql`select count(*)::int as n from mail_outbox where kind = 'invitation' and to_address like ${emailLike}`);

describe('importing people with invite=true', () => {
  it('invites each created person by e-mail once; the same file again sends nothing', async () => {
    const file = [HEADER, person('Ada'), person('Bo')].join('\n');
    const dry = await (await upload('/imports/consultants?invite=true', file)).json();
    expect(dry).toMatchObject({ dry_run: true, created: 2, invited: 2, errors: [] });
    expect(await invitationsOf('%@invite.example')).toBe(0);
    expect(await outboxTo('%@invite.example')).toBe(0);

    const done = await (
      await upload('/imports/consultants', file, { fields: { dry_run: 'false', invite: 'true' } })
    ).json();
    expect(done).toMatchObject({ dry_run: false, created: 2, invited: 2, errors: [] });
    expect(await invitationsOf('%@invite.example')).toBe(2);
    expect(await outboxTo('ada@invite.example')).toBe(1);
    const [mail] = await rowsOf<{ subject: string; text: string }>(
      db(),
      sql`select subject, text from mail_outbox where to_address = 'ada@invite.example'`,
    );
    expect(mail?.text).toContain(`${t.deps.env.APP_URL}/invite/`);
    const run = await (await t.request('GET', `/api/imports/runs/${done.run_id}`, { cookie: cookies.admin })).json();
    expect(run.report).toMatchObject({ invited: 2 });

    const again = await (await upload('/imports/consultants?dry_run=false&invite=true', file)).json();
    expect(again).toMatchObject({ created: 0, unchanged: 2, invited: 0 });
    const updated = [HEADER, person('Ada', 'Hamburg'), person('Bo')].join('\n');
    const update = await (await upload('/imports/consultants?dry_run=false&invite=true', updated)).json();
    expect(update).toMatchObject({ created: 0, updated: 1, invited: 0 });
    expect(await invitationsOf('%@invite.example')).toBe(2);
    expect(await outboxTo('%@invite.example')).toBe(2);
  });

  it('invites nobody unless asked: the people are left to be invited later', async () => {
    const report = await (await upload('/imports/consultants?dry_run=false', [HEADER, person('Cy')].join('\n'))).json();
    expect(report).toMatchObject({ created: 1, invited: 0 });
    expect(await invitationsOf('cy@invite.example')).toBe(0);
    const [cy] = await rowsOf<{ id: string }>(db(), sql`select id from consultants where email = 'cy@invite.example'`);
    const later = await t.request('POST', `/api/consultants/${cy!.id}/invitations`, { cookie: cookies.admin });
    expect(later.status).toBe(201);
    expect(await outboxTo('cy@invite.example')).toBe(1);
  });

  it('skips a row without e-mail (an error row, never created) and an address that already has an account', async () => {
    const [admin] = await rowsOf<{ email: string }>(db(), sql`select email from "user" where id = ${userIds.admin}`);
    // The signed-up user of this address has no profile of that e-mail to claim: creating one must not invite it.
    await t.deps.database.db.execute(
      sql`update consultants set email = 'moved.' || email where user_id = ${userIds.admin}`,
    );
    const file = [HEADER, person('Dee'), 'No,Mail,,Berlin', `Sign,Edup,${admin!.email},Berlin`].join('\n');
    const dry = await (await upload('/imports/consultants?invite=true', file)).json();
    expect(dry).toMatchObject({ created: 2, invited: 1 });
    expect(dry.errors).toEqual([{ row: 3, column: 'email', message: 'e-mail is required.' }]);
    const done = await (await upload('/imports/consultants?dry_run=false&invite=true', file)).json();
    expect(done).toMatchObject({ created: 2, invited: 1 });
    expect(await invitationsOf('dee@invite.example')).toBe(1);
    expect(await invitationsOf(admin!.email)).toBe(0);
    await t.deps.database.db.execute(sql`delete from consultants where email = ${admin!.email}`);
    await t.deps.database.db.execute(
      sql`update consultants set email = substr(email, 7) where user_id = ${userIds.admin}`,
    );
  });

  it('reports a failed invitation on its row and keeps the import', async () => {
    const file = [HEADER, person('Refused'), person('Eve')].join('\n');
    const report = await (await upload('/imports/consultants?dry_run=false&invite=true', file)).json();
    expect(report).toMatchObject({ created: 2, invited: 1 });
    expect(report.errors).toEqual([
      expect.objectContaining({ row: 2, column: 'email', message: expect.stringMatching(/^not invited: /) }),
    ]);
    expect(await count(sql`select count(*)::int as n from consultants where email = 'refused@invite.example'`)).toBe(1);
    expect(await invitationsOf('eve@invite.example')).toBe(1);
  });

  it('invites in the job of a queued import', async () => {
    const file = new TextEncoder().encode([HEADER, person('Jobbed')].join('\n'));
    const [run] = await db()
      .insert(importRuns)
      .values({
        kind: 'consultants',
        fileName: 'queued.csv',
        dryRun: false,
        file,
        rowsTotal: 1,
        createdBy: userIds.admin,
      })
      .returning({ id: importRuns.id });
    await runImportJob(db(), { runId: run!.id, actorUserId: userIds.admin, inviteAppUrl: 'https://praxis.test' });
    const done = await (await t.request('GET', `/api/imports/runs/${run!.id}`, { cookie: cookies.admin })).json();
    expect(done).toMatchObject({ status: 'done', report: { created: 1, invited: 1 } });
    expect(await outboxTo('jobbed@invite.example')).toBe(1);
  });
});

describe('invite: refused input and permission', () => {
  const original = ROLE_PERMISSIONS['Project Manager'];
  afterEach(() => {
    ROLE_PERMISSIONS['Project Manager'] = original;
  });

  it('answers 403 before anything is written when the importer may not invite', async () => {
    // A role that may import but not manage consultants (no built-in role is one today).
    ROLE_PERMISSIONS['Project Manager'] = [...original, 'data.import' satisfies Permission];
    const file = [HEADER, person('Pm')].join('\n');
    const refused = await upload('/imports/consultants?dry_run=false&invite=true', file, { cookie: cookies.pm });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/Inviting people needs the permission to manage consultants/);
    expect(await count(sql`select count(*)::int as n from consultants where email = 'pm@invite.example'`)).toBe(0);
    const without = await upload('/imports/consultants?dry_run=false', file, { cookie: cookies.pm });
    expect(await without.json()).toMatchObject({ created: 1, invited: 0 });
  });

  it('refuses invite for other kinds and values other than true or false', async () => {
    const clients = await upload('/imports/clients?invite=true', 'name,status\nInvite Co,active');
    expect(clients.status).toBe(422);
    expect((await clients.json()).message).toBe('invite applies to consultants imports only.');
    const file = [HEADER, person('Odd')].join('\n');
    for (const value of ['yes', '1', 'null', '']) {
      const sent = await upload('/imports/consultants?dry_run=false', file, { fields: { invite: value } });
      if (value === '') expect(sent.status).toBe(200);
      else expect(sent.status).toBe(422);
    }
    expect(await invitationsOf('odd@invite.example')).toBe(0);
  });
});
