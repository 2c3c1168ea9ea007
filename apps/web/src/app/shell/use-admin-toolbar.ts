import { useEffect, useState } from 'react';
import { useRememberedFlag } from './use-remembered-flag';

const OPEN_KEY = 'praxis.admin-toolbar.open';
/** The md breakpoint: below it the shell is a phone layout and the admin toolbar is off. */
const DESKTOP_QUERY = '(min-width: 768px)';

function matchesDesktop(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches;
}

/** Whether the window is at least tablet-wide, following resizes. */
export function useIsDesktop(): boolean {
  const [isDesktop, setIsDesktop] = useState(matchesDesktop);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => setIsDesktop(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isDesktop;
}

/**
 * Whether the admin toolbar is open. It starts collapsed to its handle in the header (so it covers nothing until an
 * admin asks for it) and is remembered across visits.
 */
export function useAdminToolbarOpen(): [boolean, (open: boolean) => void] {
  return useRememberedFlag(OPEN_KEY);
}
