import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { DEMO, describeReliability, withClient, type RunningServer } from './support.js';

/**
 * No lost updates: users saving the same record with the same version at the same moment — exactly one save
 * wins, every other one gets 409, the stored record is the winner's, its version went up by one, and exactly
 * one audit row was written.
 */
const ROUNDS = Number(process.env.RELIABILITY_ROUNDS ?? 30);

describeReliability('concurrent saves of the same record and version', process.env, (database) => {
  let server: RunningServer;
  const cookies: string[] = [];
  let target: string;

  beforeAll(async () => {
    server = await database.startServer();
    // Two users who may both edit the employee's profile: the employee (their own) and an admin (anyone's).
    cookies.push(await server.signIn(DEMO.employee), await server.signIn(DEMO.admin));
    target = (await (await server.fetch('/api/me', { cookie: cookies[0] })).json()).consultant.id;
  });

  const auditRows = () =>
    withClient(database.url, async (client) => {
      const result = await client.query(
        `select count(*)::int as n from audit_log where entity = 'consultants' and entity_id = $1`,
        [target],
      );
      return result.rows[0].n as number;
    });

  it('lets exactly one of N simultaneous saves win; the others get 409 and nothing is lost silently', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 8 }), async (contenders) => {
        round++;
        const current = await server.fetch(`/api/consultants/${target}`, { cookie: cookies[1] });
        const version = (await current.json()).version as number;
        const auditBefore = await auditRows();
        const bios = Array.from({ length: contenders }, (_, i) => `round ${round}, writer ${i}`);
        const responses = await Promise.all(
          bios.map((bio, i) =>
            server.fetch(`/api/consultants/${target}`, {
              method: 'PATCH',
              cookie: cookies[i % cookies.length],
              headers: { 'content-type': 'application/json', 'if-match': `"${version}"` },
              body: JSON.stringify({ bio }),
            }),
          ),
        );
        const results = await Promise.all(
          responses.map(async (response, i) => ({
            status: response.status,
            bio: bios[i],
            body: await response.json(),
          })),
        );
        const winners = results.filter((r) => r.status === 200);
        const losers = results.filter((r) => r.status !== 200);
        expect(winners).toHaveLength(1);
        expect(losers.map((r) => r.status)).toEqual(losers.map(() => 409));
        expect(losers.every((r) => r.body.code === 'CONFLICT')).toBe(true);

        const stored = await (await server.fetch(`/api/consultants/${target}`, { cookie: cookies[1] })).json();
        expect(stored.bio).toBe(winners[0]?.bio);
        expect(stored.version).toBe(version + 1);
        expect(await auditRows()).toBe(auditBefore + 1);
      }),
      { numRuns: ROUNDS },
    );
    expect(server.isAlive(), server.logs()).toBe(true);
  });
});
