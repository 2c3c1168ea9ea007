import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/harness.js';

/*
 * Every paginated list reads its page and its total in one statement (`count(*) over ()`, lib/pagination.ts): the
 * total of the first page is the number of rows the pages hold, and a page past the end, which has no row to carry
 * the total, still says how many there are.
 */
let t: TestApp;
let cookie = '';
let category = '';

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn(DEMO.admin);
  const categories = (await (await t.request('GET', '/api/platform-categories', { cookie })).json()) as {
    items: { id: string }[];
  };
  category = categories.items[0]?.id ?? '';
});
afterAll(() => t.close());

const LISTS = [
  '/api/engagements',
  '/api/clients',
  '/api/work-items?kind=internal',
  '/api/users',
  '/api/admin-whitelist',
  '/api/notifications',
  '/api/status-updates',
  '/api/resource-requests',
  '/api/recruiting/candidates',
  '/api/recruiting/positions',
  '/api/platform-categories',
  '/api/platform-products',
  '/api/consultants/skills-matrix?category_id={category}',
] as const;

const get = async (template: string) => {
  const path = template.replace('{category}', category);
  const response = await t.request('GET', path, { cookie });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as { items: { id?: string; user_id?: string }[]; total: number };
};
const join = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

describe('lists carry their total with the page', () => {
  it.each(LISTS)('%s: the total counts every row of every page; past the end it stays', async (path) => {
    const first = await get(join(path, 'pageSize=5'));
    expect(first.total, `${path} should have demo rows`).toBeGreaterThan(0);
    const everything = await get(join(path, 'pageSize=100'));
    expect(everything.total).toBe(first.total);
    if (first.total <= 100) expect(everything.items).toHaveLength(first.total);
    const past = await get(join(path, `pageSize=5&page=${Math.ceil(first.total / 5) + 1}`));
    expect(past).toMatchObject({ items: [], total: first.total });
    // The rows are the records, not the window's column.
    expect(first.items[0]).not.toHaveProperty('total');
  });
});
