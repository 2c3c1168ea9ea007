import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@praxis/shared';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error.js';
import { readXlsx } from './imports.xlsx.js';

/** A spreadsheet read into text cells: the header names (normalised) and each data row with its sheet number. */
export interface ParsedSheet {
  headers: string[];
  rows: ParsedRow[];
}

export interface ParsedRow {
  /** The row as the spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: Record<string, string>;
}

/** `First name`, `first-name` and ` FIRST_NAME ` all name the field `first_name`. */
export const normaliseHeader = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const badFile = (message: string) => AppError.validation(message, { file: message });

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/**
 * The text of a CSV file: UTF-8 (with or without a byte-order mark) or, where the bytes are not UTF-8, Windows-1252
 * (what Excel on Windows saves as "CSV"). Anything else — UTF-16, binaries — is refused rather than guessed, since a
 * wrong guess would import garbled names.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    throw badFile('The file is UTF-16, an encoding this import does not read: save it as CSV UTF-8.');
  }
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // iconv-lite: Node's own TextDecoder reads the label 'windows-1252' as Latin-1 (0x80 is not €).
    text = iconv.decode(Buffer.from(body), 'windows-1252');
    // Bytes Windows-1252 leaves undefined (0x81, 0x8D, …) decode to U+FFFD: then it was some other encoding.
    if (text.includes('\uFFFD')) throw unknownEncoding();
  }
  // Control characters other than tab and line breaks mean a binary file or an encoding we do not know.
  if (hasControlCharacters(text)) throw unknownEncoding();
  return text;
}

/** Control characters other than tab, line feed and carriage return (no text file holds them). */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

const unknownEncoding = () =>
  badFile('The file’s encoding is not known (UTF-8 and Windows-1252 are): save it as CSV UTF-8.');

/** CSV through papaparse: `,`, `;` or tab separators guessed from the file; quoted cells may hold line breaks. */
export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const fatal = result.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw badFile(`The CSV file is malformed near row ${(fatal.row ?? 0) + 1}: ${fatal.message}.`);
  return result.data;
}

/** The header row and the data rows, refusing more than the row limit and headers that repeat. */
export function toSheet(table: string[][]): ParsedSheet {
  const [header, ...data] = table;
  if (!header || header.every((cell) => !cell.trim())) throw badFile('The file is empty: it has no header row.');
  if (data.length > IMPORT_MAX_ROWS) {
    throw badFile(`The file has ${data.length.toLocaleString('en')} rows; at most 100,000 are imported at once.`);
  }
  const headers = header.map(normaliseHeader);
  const repeated = headers.find((name, i) => name && headers.indexOf(name) !== i);
  if (repeated) throw badFile(`The column ${repeated} appears twice in the header row.`);
  const rows = data.flatMap((cells, i) =>
    // A blank line (an .xlsx row left empty) is skipped; the others keep their own row number.
    cells.every((cell) => !cell.trim())
      ? []
      : [
          {
            row: i + 2,
            cells: Object.fromEntries(
              headers.flatMap((name, column) => (name ? [[name, unguarded((cells[column] ?? '').trim())]] : [])),
            ),
          },
        ],
  );
  return { headers: headers.filter(Boolean), rows };
}

/**
 * A cell as written before a CSV export guarded it: the leading quote that keeps `+44 20…` or `=x` from running
 * as a formula in a spreadsheet (csvField) is not part of the value.
 */
const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

const isXlsx = (bytes: Uint8Array) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);

/** A CSV or .xlsx upload (told apart by content, not by name) as a sheet of text cells. */
export async function parseSpreadsheet(bytes: Uint8Array, fileName: string): Promise<ParsedSheet> {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw badFile('The file is larger than 20 MB.');
  if (bytes.byteLength === 0) throw badFile('The file is empty.');
  if (isXlsx(bytes)) return toSheet(await readXlsx(bytes));
  if (/\.(xls|xlsx|ods|numbers)$/i.test(fileName)) {
    throw badFile('This spreadsheet format is not read: save it as .xlsx or CSV.');
  }
  return toSheet(parseCsv(decodeCsv(bytes)));
}
