import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { decodeCsv, normaliseHeader, parseCsv, parseSpreadsheet } from './imports.parse.js';

const bytes = (text: string) => new TextEncoder().encode(text);

async function xlsxOf(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Consultants'));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('decoding a CSV file', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    expect(decodeCsv(bytes('name\nZoë'))).toBe('name\nZoë');
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('name\nZoë')]))).toBe('name\nZoë');
  });

  it('reads Windows-1252 where the bytes are not UTF-8', () => {
    // "Zoë Müller – €" as Excel on Windows saves it.
    const cp1252 = new Uint8Array([0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x96, 0x20, 0x80]);
    expect(decodeCsv(cp1252)).toBe('Zoë Müller – €');
  });

  it('refuses UTF-16 and binary files with a clear message', () => {
    expect(() => decodeCsv(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toThrow(/UTF-16/);
    expect(() => decodeCsv(new Uint8Array([0x00, 0x01, 0x02, 0x03]))).toThrow(/encoding is not known/);
    expect(() => decodeCsv(new Uint8Array([0x41, 0x81, 0x8d]))).toThrow(/encoding is not known/);
  });
});

describe('parsing CSV', () => {
  it('guesses the comma and the semicolon separators', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a;b\n1,5;2')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('keeps line breaks and separators inside quoted cells', async () => {
    const sheet = await parseSpreadsheet(
      bytes('first_name,notes\r\nDana,"line one\nline two, still"\r\nSam,x\r\n'),
      'a.csv',
    );
    expect(sheet.rows).toEqual([
      { row: 2, cells: { first_name: 'Dana', notes: 'line one\nline two, still' } },
      { row: 3, cells: { first_name: 'Sam', notes: 'x' } },
    ]);
  });

  it('reads a cell a CSV export guarded against formulas as its value', async () => {
    const sheet = await parseSpreadsheet(bytes("phone,notes\r\n'+44 20 7946 0000,'=1+1\r\n'plain,it's\r\n"), 'a.csv');
    expect(sheet.rows.map((row) => row.cells)).toEqual([
      { phone: '+44 20 7946 0000', notes: '=1+1' },
      { phone: "'plain", notes: "it's" },
    ]);
  });

  it('names columns by their normalised header', async () => {
    expect(normaliseHeader('\uFEFF First name ')).toBe('first_name');
    const sheet = await parseSpreadsheet(bytes('First Name;E-mail\nA;b@c.d'), 'a.csv');
    expect(sheet.headers).toEqual(['first_name', 'e_mail']);
  });

  it('refuses an empty file, a header named twice and a file over 20 MB', async () => {
    await expect(parseSpreadsheet(new Uint8Array(), 'a.csv')).rejects.toThrow(/empty/);
    await expect(parseSpreadsheet(bytes('email,Email\nx,y'), 'a.csv')).rejects.toThrow(/appears twice/);
    await expect(parseSpreadsheet(new Uint8Array(20 * 1024 * 1024 + 1), 'a.csv')).rejects.toThrow(/20 MB/);
  });

  it('refuses the old .xls format by name', async () => {
    await expect(parseSpreadsheet(bytes('\u00d0\u00cf'), 'old.xls')).rejects.toThrow(/save it as .xlsx/);
  });
});

describe('parsing .xlsx', () => {
  it('reads dates as yyyy-MM-dd, numbers as digits and formulas as their text, never evaluated', async () => {
    const file = await xlsxOf((sheet) => {
      sheet.addRow(['first_name', 'start_date', 'hourly_rate', 'notes']);
      sheet.addRow([
        'Dana',
        new Date(Date.UTC(2024, 2, 1)),
        120.5,
        { formula: 'HYPERLINK("http://evil","x")', result: 'x' },
      ]);
      sheet.addRow([]);
      sheet.addRow(['Sam', '2025-01-02', 99, { richText: [{ text: 'rich ' }, { text: 'text' }] }]);
    });
    const sheet = await parseSpreadsheet(file, 'people.xlsx');
    expect(sheet.headers).toEqual(['first_name', 'start_date', 'hourly_rate', 'notes']);
    expect(sheet.rows).toEqual([
      {
        row: 2,
        cells: {
          first_name: 'Dana',
          start_date: '2024-03-01',
          hourly_rate: '120.5',
          notes: '=HYPERLINK("http://evil","x")',
        },
      },
      { row: 4, cells: { first_name: 'Sam', start_date: '2025-01-02', hourly_rate: '99', notes: 'rich text' } },
    ]);
  });

  it('refuses a damaged archive', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await expect(parseSpreadsheet(broken, 'x.xlsx')).rejects.toThrow(/damaged|could not be read/);
  });
});
