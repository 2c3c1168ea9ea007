import { IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES } from '@praxis/shared';
import { fromDate } from '@praxis/shared/dates';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { AppError } from '../../lib/app-error.js';

const badFile = (message: string) => AppError.validation(message, { file: message });

/** The sizes the zip's central directory declares, summed before anything is unpacked (a zip bomb stops here). */
function unpackedSize(bytes: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(badFile('The .xlsx file is damaged: it is not a readable zip archive.'));
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', () => reject(badFile('The .xlsx file is damaged: it is not a readable zip archive.')));
      zip.readEntry();
    });
  });
}

/**
 * One cell as text. Dates become `yyyy-MM-dd` (Excel stores them as UTC serial days, which exceljs reads as UTC
 * instants), numbers their plain digits, and a formula its own text (`=A1*2`): an import never evaluates formulas.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return fromDate(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if ('formula' in value && value.formula) return `=${value.formula}`;
  if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/** The first worksheet of an .xlsx as rows of text cells. */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  if ((await unpackedSize(bytes)) > IMPORT_MAX_UNPACKED_BYTES) {
    throw badFile('The .xlsx file unpacks to more than 100 MB; split it into smaller files.');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw badFile('The .xlsx file could not be read: open it in a spreadsheet program and save it again.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badFile('The .xlsx file has no worksheet.');
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) {
    throw badFile(`The file has ${sheet.actualRowCount - 1} rows; at most 100,000 are imported at once.`);
  }
  const width = sheet.columnCount;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value).trim());
    rows[number - 1] = cells;
  });
  // Rows exceljs skipped (never written) are blank lines: dropped, as in CSV, keeping each row's own number.
  return Array.from(rows, (cells) => cells ?? Array.from({ length: width }, () => ''));
}
