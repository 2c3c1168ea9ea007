import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.js';
import { AppError } from './app-error.js';
import { respondCsv } from './csv.js';

const rows = Array.from({ length: 23 }, (_, i) => ({ n: i, label: i === 1 ? '=cmd|x' : `row ${i}`, half: i / 2 }));
const exportOf = (requested: { columns?: string[]; headers?: string[] }) =>
  new Hono<AppEnv>()
    .get('/x', (c) =>
      respondCsv(
        c,
        {
          filename: 'numbers list',
          columns: [
            { key: 'n', header: 'N' },
            { key: 'label', header: 'Label, text' },
          ],
          fields: ['n', 'label', 'half'],
          pageSize: 5,
          page: async (limit, offset) => rows.slice(offset, offset + limit),
        },
        requested,
      ),
    )
    .onError((error, c) => c.text(error.message, error instanceof AppError ? 422 : 503));

describe('respondCsv', () => {
  it('streams every page (RFC 4180, formula-safe) with a download name and the csv type', async () => {
    const response = await exportOf({}).request('/x');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="numbers-list-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['N,"Label, text"', '0,row 0', "1,'=cmd|x"]);
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines.at(-2)).toBe('22,row 22');
    expect(lines.at(-1)).toBe('');
  });

  it('exports the requested fields in their order, with the ids or the given headers', async () => {
    const byIds = (await (await exportOf({ columns: ['half', 'n'] }).request('/x')).text()).split('\r\n');
    expect(byIds.slice(0, 3)).toEqual(['half,n', '0,0', '0.5,1']);
    const named = await (await exportOf({ columns: ['n'], headers: ['Number'] }).request('/x')).text();
    expect(named.startsWith('Number\r\n0\r\n')).toBe(true);
  });

  it('refuses an unknown column and a header count that does not match', async () => {
    const unknown = await exportOf({ columns: ['n', 'secret'] }).request('/x');
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toMatch(/Unknown column: secret/);
    expect((await exportOf({ columns: ['n'], headers: ['A', 'B'] }).request('/x')).status).toBe(422);
  });

  it('answers a failing first page with an error, not a truncated file', async () => {
    const failing = new Hono<AppEnv>()
      .get('/x', (c) =>
        respondCsv(c, { filename: 'x', columns: [], page: () => Promise.reject(new Error('boom')) }, {}),
      )
      .onError((_, c) => c.text('failed', 503));
    expect((await failing.request('/x')).status).toBe(503);
  });
});
