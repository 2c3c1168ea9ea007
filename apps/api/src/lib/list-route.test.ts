import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.js';
import { pageOfRows } from './csv.js';
import { respondListOrCsv } from './list-route.js';

const rows = [
  { n: 1, label: 'one' },
  { n: 2, label: 'two' },
];
const seen: unknown[] = [];
const app = new Hono<AppEnv>().get('/x', (c) => {
  const input = { ...c.req.query(), format: c.req.query('format') as 'csv' | 'json' | undefined };
  return respondListOrCsv(c, input, {
    csv: (query) => {
      seen.push(['csv', query]);
      return { filename: 'numbers', columns: [{ key: 'label', header: 'Label' }], page: pageOfRows(rows) };
    },
    json: (query) => {
      seen.push(['json', query]);
      return rows;
    },
  });
});

describe('respondListOrCsv', () => {
  it('answers the JSON list with 200, its callback seeing the query without export options', async () => {
    seen.length = 0;
    const response = await app.request('/x?q=o');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(rows);
    expect(seen).toEqual([['json', { q: 'o' }]]);
  });

  it('with format=csv streams the export instead (and never reads the JSON list)', async () => {
    seen.length = 0;
    const response = await app.request('/x?q=o&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await response.text()).toBe('Label\r\none\r\ntwo\r\n');
    expect(seen).toEqual([['csv', { q: 'o' }]]);
  });
});
