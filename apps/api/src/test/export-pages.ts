/**
 * Reads an export's rows the way `respondCsv` does — `page(limit, offset)` of `size` rows until a short page — and
 * answers their ids in order, so a test can compare them with the JSON list (no row twice or missed).
 */
export async function idsPageByPage(
  page: (limit: number, offset: number) => Promise<readonly { id: string }[]>,
  size: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += size) {
    const rows = await page(size, offset);
    ids.push(...rows.map((row) => row.id));
    if (rows.length < size) break;
  }
  return ids;
}
