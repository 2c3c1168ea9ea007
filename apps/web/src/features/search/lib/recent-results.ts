/** A result the user opened from the palette, kept per user in this browser (the palette's "Recent"). */
export interface PaletteEntry {
  path: string;
  label: string;
  description?: string | null | undefined;
  /** Other words that find it (pages and actions only). */
  keywords?: string | undefined;
}

export const RECENT_RESULTS_MAX = 5;
const keyOf = (userId: string) => `praxis.search-recent.${userId}`;

const isEntry = (value: unknown): value is PaletteEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PaletteEntry).path === 'string' &&
  typeof (value as PaletteEntry).label === 'string';

export function readRecentResults(userId: string): PaletteEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENT_RESULTS_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberResult(userId: string, entry: PaletteEntry): void {
  const next = [entry, ...readRecentResults(userId).filter((item) => item.path !== entry.path)];
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next.slice(0, RECENT_RESULTS_MAX)));
  } catch {
    // Storage full or blocked: the palette still works, only without its recent list.
  }
}
