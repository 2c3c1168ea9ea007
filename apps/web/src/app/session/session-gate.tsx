import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { LOADING_SCREEN_MIN_MS } from '@praxis/shared';
import { ErrorPage } from '@/components/error-page';
import { LoadingScreen } from '@/components/loading-screen';
import { useMe } from '@/lib/session';

/**
 * The root of every route. Holds the whole app behind the full-screen "Loading..." while the session loads and for
 * 0.5 s after (docs/product.md §2, §9), so the first screen never flickers between signed-out and signed-in states.
 */
export function SessionGate() {
  const session = useMe();
  const hasSettled = !session.isPending;
  const settledAt = Math.max(session.dataUpdatedAt, session.errorUpdatedAt);
  const [isHolding, setIsHolding] = useState(true);

  useEffect(() => {
    if (!hasSettled || !isHolding) return;
    const remaining = settledAt + LOADING_SCREEN_MIN_MS - Date.now();
    const timer = window.setTimeout(() => setIsHolding(false), Math.max(0, remaining));
    return () => window.clearTimeout(timer);
  }, [hasSettled, isHolding, settledAt]);

  if (session.data === undefined) {
    if (session.isError && !session.isFetching && !isHolding) {
      return (
        <ErrorPage
          message="We could not load your session. The server may be unavailable; please try again in a moment."
          onRetry={() => void session.refetch()}
        />
      );
    }
    return <LoadingScreen />;
  }
  if (isHolding) return <LoadingScreen />;
  return <Outlet />;
}
