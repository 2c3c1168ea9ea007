import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../auth/principal.js';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { SEARCH_LIMIT, searchEverywhere } from './search.queries.js';

/** Issue 12, item 13: one search across areas, only what the caller may open, safe against odd input. */
const { t, cookies } = useDemoApp();

const search = (q: string, cookie = cookies.employee) =>
  t.request('GET', `/api/search?q=${encodeURIComponent(q)}`, { cookie });

describe('GET /api/search', () => {
  it('answers each group in its order, a handful each, from one statement', async () => {
    const body = await (await search('an', cookies.admin)).json();
    for (const group of ['consultants', 'clients', 'engagements', 'work_items'] as const) {
      expect(body[group].length, group).toBeGreaterThan(0);
      expect(body[group].length, group).toBeLessThanOrEqual(SEARCH_LIMIT);
    }
    const names = body.engagements.map((e: { name: string }) => e.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const lastNames = body.consultants.map((c: { name: string }) => c.name.split(' ').at(-1)!.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('reads no group the viewer may not open', async () => {
    const nobody = { roles: [] } as unknown as Principal;
    expect(await searchEverywhere(t.deps.database.db, nobody, 'an')).toEqual({
      consultants: [],
      clients: [],
      engagements: [],
      work_items: [],
      plans: [],
      candidates: [],
      golden_folders: [],
    });
  });

  it('finds plans, candidates and golden folders by name, each only for those who may open it', async () => {
    const db = t.deps.database.db;
    const [plan] = await rowsOf<{ name: string }>(db, sql`select name from project_plans order by name limit 1`);
    const [candidate] = await rowsOf<{ first_name: string; last_name: string }>(
      db,
      sql`select first_name, last_name from candidates where erased_at is null order by last_name limit 1`,
    );
    const [folder] = await rowsOf<{ name: string }>(db, sql`select name from golden_folders order by name limit 1`);
    if (!plan || !candidate || !folder) throw new Error('the demo firm has plans, candidates and golden folders');
    const candidateName = `${candidate.first_name} ${candidate.last_name}`;

    const names = (hits: { name: string }[]) => hits.map((hit) => hit.name);
    expect(names((await (await search(plan.name, cookies.employee)).json()).plans)).toContain(plan.name);
    expect(names((await (await search(candidateName, cookies.pm)).json()).candidates)).toContain(candidateName);
    expect(names((await (await search(folder.name, cookies.pm)).json()).golden_folders)).toContain(folder.name);
    // Candidates are personal data and golden folders belong to Project Managers: an employee finds neither.
    expect((await (await search(candidateName)).json()).candidates).toEqual([]);
    expect((await (await search(folder.name)).json()).golden_folders).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/search?q=an')).status).toBe(401);
  });

  it('finds consultants by a skill and names the skill that matched', async () => {
    const skill = await (
      await t.request('GET', '/api/consultants?pageSize=1&sort=name', { cookie: cookies.employee })
    ).json();
    const first = skill.items[0].top_skills[0];
    const term = (first.product ?? first.category) as string;
    const response = await search(term);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.consultants.length).toBeGreaterThan(0);
    for (const hit of body.consultants) expect(hit.matched_skill?.toLowerCase()).toContain(term.toLowerCase());
  });

  it('names the matched skill on directory cards when searching', async () => {
    const first = (
      await (await t.request('GET', '/api/consultants?pageSize=1&sort=name', { cookie: cookies.employee })).json()
    ).items[0].top_skills[0];
    const term = (first.product ?? first.category) as string;
    const page = await (
      await t.request('GET', `/api/consultants?q=${encodeURIComponent(term)}&pageSize=5`, { cookie: cookies.employee })
    ).json();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.some((card: { matched_skill: string | null }) => card.matched_skill === term)).toBe(true);
  });

  it('finds clients and engagements by name, and engagements by their client', async () => {
    const clients = await (await t.request('GET', '/api/clients?pageSize=1', { cookie: cookies.employee })).json();
    const name = clients.items[0].name as string;
    const body = await (await search(name)).json();
    expect(body.clients.map((client: { name: string }) => client.name)).toContain(name);
    for (const engagement of body.engagements) {
      expect(`${engagement.name} ${engagement.client_name}`.toLowerCase()).toContain(name.toLowerCase());
    }
  });

  it('never finds an archived consultant (left the firm)', async () => {
    const target = (
      await (await t.request('GET', '/api/consultants?pageSize=1&sort=-name', { cookie: cookies.admin })).json()
    ).items[0];
    const before = await (await search(target.last_name)).json();
    expect(before.consultants.map((hit: { id: string }) => hit.id)).toContain(target.id);
    const archived = await t.request('POST', `/api/consultants/${target.id}/archive`, {
      cookie: cookies.admin,
      body: { left_on: '2026-11-20' },
      headers: { 'if-match': `"${target.version}"` },
    });
    expect(archived.status).toBe(200);
    const after = await (await search(target.last_name, cookies.admin)).json();
    expect(after.consultants.map((hit: { id: string }) => hit.id)).not.toContain(target.id);
  });

  it('folds look-alike input and refuses control characters, huge and too-short input with 422', async () => {
    expect((await search('\u0000an')).status).toBe(422);
    expect((await search('a'.repeat(101))).status).toBe(422);
    expect((await search('a')).status).toBe(422);
    expect((await search('\u200b\u200b')).status).toBe(422);
    const plain = await (await search('an')).json();
    const fullwidth = await search('\uff41\uff4e'); // ａｎ folds to "an"
    expect(fullwidth.status).toBe(200);
    expect(await fullwidth.json()).toEqual(plain);
    expect((await search('100%_\\')).status).toBe(200); // wildcards taken literally
  });
});
