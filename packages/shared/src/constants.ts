/** Business constants of docs/product.md §9. */
export const LOADING_SCREEN_MIN_MS = 500;
export const UNREAD_BADGE_MAX = 99;
export const BUG_REPORT_TITLE_MAX = 50;
export const RECENT_PAGES_MAX = 10;
export const INSPECTOR_ALT_SELECTORS_MAX = 3;
export const CONSULTANT_LIST_STALE_MS = 30_000;
export const QUERY_GC_MS = 5 * 60_000;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const CALENDAR_TOKEN_REFRESH_MS = 45 * 60_000;
export const CALENDAR_TOKEN_STORAGE_KEY = 'calendar-token';
/**
 * Exact texts of docs/product.md §8 for the calendar token refresh. Kept here, away from the zod schemas: the web's
 * boot code (sign-out clears the token) imports it, and a schema module would drag zod into the first load.
 */
export const CALENDAR_TOKEN_MESSAGES = {
  refreshFailed: (status: number) => `Token refresh failed: ${status}`,
  noSession: 'No active session',
  noSource: 'No valid token source available',
} as const;
export const DEFAULT_JOB_TITLE = 'Consultant';
export const DEFAULT_EXPERTISE_RATING = 1;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
