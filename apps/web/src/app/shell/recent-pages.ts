import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { RECENT_PAGES_MAX } from '@praxis/shared';
import { SIDEBAR_ENTRIES, type SidebarLink } from './sidebar-items';

/** One entry of the History popup (docs/product.md §3: path, name, timestamp). */
export interface RecentPage {
  path: string;
  name: string;
  timestamp: number;
}

/** Per user, so that the next person at this computer does not see where the previous one went. */
export const recentPagesKey = (userId: string) => `praxis.recent-pages.${userId}`;

const SIDEBAR_LINKS: readonly SidebarLink[] = SIDEBAR_ENTRIES.flatMap((entry) =>
  entry.kind === 'group' ? entry.items : [entry],
);

const normalize = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** The sidebar page at exactly this path, if any: only sidebar pages go into the history. */
export function sidebarPageAt(pathname: string): SidebarLink | null {
  const path = normalize(pathname);
  return SIDEBAR_LINKS.find((item) => normalize(item.path) === path) ?? null;
}

/** Puts a visit first, without duplicates, keeping at most 10 entries (docs/product.md §9). */
export function withVisit(entries: readonly RecentPage[], visit: RecentPage): RecentPage[] {
  return [visit, ...entries.filter((entry) => entry.path !== visit.path)].slice(0, RECENT_PAGES_MAX);
}

function isRecentPage(value: unknown): value is RecentPage {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.path === 'string' && typeof entry.name === 'string' && typeof entry.timestamp === 'number';
}

export function readRecentPages(storage: Pick<Storage, 'getItem'>, userId: string): RecentPage[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentPagesKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentPage).slice(0, RECENT_PAGES_MAX) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user records its visits too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(userId: string): string {
  try {
    return window.localStorage.getItem(recentPagesKey(userId)) ?? '[]';
  } catch {
    return '[]';
  }
}

/** Records every visit to a sidebar page and returns the history, newest first. */
export function useRecentPages(userId: string, pathname: string): RecentPage[] {
  const raw = useSyncExternalStore(subscribe, () => readRaw(userId));
  const entries = useMemo(() => readRecentPages({ getItem: () => raw }, userId), [raw, userId]);

  useEffect(() => {
    const page = sidebarPageAt(pathname);
    if (!page) return;
    const next = withVisit(readRecentPages(window.localStorage, userId), {
      path: page.path,
      name: page.label,
      timestamp: Date.now(),
    });
    try {
      window.localStorage.setItem(recentPagesKey(userId), JSON.stringify(next));
    } catch {
      // Storage full or disabled: nothing to remember the visit in.
    }
    for (const listener of listeners) listener();
  }, [pathname, userId]);

  return entries;
}
