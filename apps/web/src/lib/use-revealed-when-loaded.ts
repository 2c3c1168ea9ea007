import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Past this, the content is shown whatever is still loading (each section then shows its own placeholder). */
export const REVEAL_AT_LATEST_MS = 2_000;

/**
 * For a page of independently loading sections (Home): false until `ready` and no query is loading for the first
 * time, then true for good. The page lays its sections out hidden and shows them at once, so the cards do not push
 * each other down as each one's data arrives (Lighthouse counted that as layout shift: CLS 0.24 on a phone). A
 * background refetch of data already shown never hides anything; after REVEAL_AT_LATEST_MS the page shows anyway.
 */
export function useRevealedWhenLoaded(ready: boolean, latestMs = REVEAL_AT_LATEST_MS): boolean {
  const firstLoads = useIsFetching({ predicate: (query) => query.state.status === 'pending' });
  const [revealed, setRevealed] = useState(false);
  // Once loaded, revealed for good (state adjusted while rendering, as React recommends over an effect).
  if (!revealed && ready && firstLoads === 0) setRevealed(true);
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), latestMs);
    return () => clearTimeout(timer);
  }, [latestMs]);
  return revealed;
}
