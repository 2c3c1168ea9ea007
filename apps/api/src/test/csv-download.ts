import { expect } from 'vitest';

/** The lines of a CSV answer (rows end in CRLF), header first, without the last line break. */
export const csvLinesOf = async (response: Response) => (await response.text()).trimEnd().split('\r\n');

/**
 * Checks that `response` is a `format=csv` download: 200, text/csv in UTF-8, an attachment named
 * `<filename>-<yyyy-MM-dd>.csv`. Answers its lines ({@link csvLinesOf}).
 */
export async function expectCsvDownload(response: Response, filename: string): Promise<string[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
  expect(response.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="${filename}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  return csvLinesOf(response);
}
