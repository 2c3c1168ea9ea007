import { apiDownload } from '@/lib/api-client';
import { toSearch } from '@/lib/list-query';

export interface CsvExport {
  /** The list endpoint, e.g. `/api/engagements`. */
  path: string;
  /** The filters and sort of the list shown (page and page size are left out: the export has every row). */
  search: object;
  /** The file name when the API gives none. */
  filename: string;
}

/**
 * Downloads the list as CSV from the API: every row matching the filters (all pages), only the columns shown
 * (the `format=csv&columns=…&headers=…` contract of @praxis/shared); without `shown`, the list's own CSV columns.
 */
export async function downloadCsv(
  { path, search, filename }: CsvExport,
  shown?: { columns: string[]; headers: string[] },
): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...filters } = search as Record<string, unknown>;
  const query = toSearch({ ...filters, format: 'csv', columns: shown?.columns, headers: shown?.headers });
  const file = await apiDownload(`${path}${query}`, { headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(file.blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.filename ?? filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
