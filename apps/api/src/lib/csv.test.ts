import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.js';
import { csvCell, field, respondCsv, toCsv } from './csv.js';

describe('csv cells (RFC 4180, formula-safe)', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('prefixes text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers, booleans, dates, lists and empties plainly', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(['a', 'b'])).toBe('a; b');
  });

  it('ends every line with CRLF, header first', () => {
    const columns = [
      { key: 'name', header: 'Name', value: (row: { name: string }) => row.name },
      { key: 'len', header: 'Len', value: (row: { name: string }) => row.name.length },
    ];
    expect(toCsv(columns, [{ name: 'Ada' }, { name: 'B, C' }])).toBe('Name,Len\r\nAda,3\r\n"B, C",4\r\n');
  });
});

describe('respondCsv', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({ n: i, half: 0 }));
  const app = new Hono<AppEnv>().get('/x', (c) =>
    respondCsv<{ n: number; half: number }>(c, {
      filename: 'numbers list',
      columns: [
        field<{ n: number; half: number }>('n', 'N'),
        { key: 'half', header: 'Half', value: (row) => row.n / 2 },
      ],
      pageSize: 5,
      page: async (limit, offset) => rows.slice(offset, offset + limit),
    }),
  );

  it('streams every page with a download name and the csv type', async () => {
    const response = await app.request('/x?columns=n');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="numbers-list-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('N');
    expect(lines.slice(1, -1)).toEqual(rows.map((row) => String(row.n)));
    expect(lines.at(-1)).toBe('');
  });

  it('exports the requested columns in their order, and refuses an unknown one', async () => {
    const lines = (await (await app.request('/x?columns=half,n')).text()).split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['Half,N', '0,0', '0.5,1']);
    expect((await app.request('/x')).headers.get('content-type')).toMatch(/^text\/csv/);
    const refused = new Hono<AppEnv>()
      .get('/x', (c) =>
        respondCsv(c, { filename: 'x', columns: [field<{ n: number }>('n', 'N')], page: async () => [] }),
      )
      .onError((error, c) => c.text(error.message, 422));
    const response = await refused.request('/x?columns=n,secret');
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/Unknown column: secret/);
  });

  it('answers a failing first page with an error, not a truncated file', async () => {
    const failing = new Hono<AppEnv>()
      .get('/x', (c) =>
        respondCsv(c, {
          filename: 'x',
          columns: [],
          page: () => Promise.reject(new Error('boom')),
        }),
      )
      .onError((_, c) => c.text('failed', 503));
    expect((await failing.request('/x')).status).toBe(503);
  });
});
