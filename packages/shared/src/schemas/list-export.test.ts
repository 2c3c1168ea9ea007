import { describe, expect, it } from 'vitest';
import { csvCell, csvField, csvRow, listExportQuerySchema } from './list-export.js';

describe('list export contract', () => {
  it('parses format, columns and headers', () => {
    expect(
      listExportQuerySchema.parse({ format: 'csv', columns: 'name, client ,status', headers: 'Name,Client,Status' }),
    ).toEqual({ format: 'csv', columns: ['name', 'client', 'status'], headers: ['Name', 'Client', 'Status'] });
    expect(listExportQuerySchema.parse({})).toEqual({ format: 'json' });
    expect(listExportQuerySchema.safeParse({ format: 'xml' }).success).toBe(false);
    expect(listExportQuerySchema.safeParse({ columns: ',' }).success).toBe(false);
  });

  it('writes names of objects, joins arrays and leaves null empty', () => {
    expect(csvCell({ id: '1', name: 'Acme' })).toBe('Acme');
    expect(csvCell([{ name: 'Ada' }, { name: 'Bo' }])).toBe('Ada; Bo');
    expect(csvCell(null)).toBe('');
    expect(csvCell(7.5)).toBe('7.5');
  });

  it('quotes fields and defuses formulas but not negative numbers', () => {
    const row = { name: 'Smith, "Jo"', formula: '=HYPERLINK("x")', delta: -3, extra: 'ignored' };
    expect(csvRow(row, ['name', 'formula', 'delta'])).toBe('"Smith, ""Jo""","\'=HYPERLINK(""x"")",-3');
  });
});

describe('csvField', () => {
  it('quotes a cell holding the separator of any common locale and keeps formulas neutral', () => {
    expect(csvField('x;=1+1')).toBe('"x;=1+1"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('plain')).toBe('plain');
  });
});
