/**
 * After a redeploy, a tab still running the previous build asks for route chunks that no longer exist. Vite
 * announces that as `vite:preloadError`; a single full reload fetches the new build and recovers, so the user never
 * sees the error page for it. Reloads are rate-limited through sessionStorage: if the chunk is still missing right
 * after a reload, the error goes on to the error page instead of looping. Errors thrown while a chunk *runs* are
 * real bugs and are left to the error boundary.
 */
const RELOADED_AT_KEY = 'praxis.stale-build-reload-at';
const MIN_INTERVAL_MS = 10_000;
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_FAILURE.test(message);
}

export function shouldReloadForStaleBuild(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now = Date.now(),
): boolean {
  if (!isChunkLoadFailure(error)) return false;
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < MIN_INTERVAL_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  return true;
}

interface PendingLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * @param pendingLocation where a navigation in progress is heading: its route's code is what failed to load, so
 * the reload goes there rather than back to the page the user was leaving.
 */
export function installStaleBuildReload(pendingLocation: () => PendingLocation | undefined = () => undefined): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    let reload = false;
    try {
      reload = shouldReloadForStaleBuild(payload, window.sessionStorage);
    } catch {
      // Storage unavailable (privacy mode): without a loop guard, let the error page handle it.
    }
    if (!reload) return;
    event.preventDefault();
    const target = pendingLocation();
    if (target) window.location.assign(`${target.pathname}${target.search}${target.hash}`);
    else window.location.reload();
  });
}
