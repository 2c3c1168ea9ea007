import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { LOADING_SCREEN_MIN_MS } from '@praxis/shared';
import { ErrorPage } from '@/components/error-page';
import { LoadingScreen } from '@/components/loading-screen';
import { useMe } from '@/lib/session';

/**
 * The root of every route. Holds the whole app behind the full-screen "Loading..." while the session loads and for
 * 0.5 s after (docs/product.md §2, §9), so the first screen never flickers between signed-out and signed-in states.
 * Once the session is known, the screen renders beneath the loading screen during that half second — hidden, inert
 * and out of the accessibility tree — so its code and data load while the user waits anyway, and it shows complete
 * when the hold ends. The wrapper is the same element in both states: ending the hold never remounts the screen.
 */
export function SessionGate() {
  const session = useMe();
  const hasSettled = !session.isPending;
  const settledAt = Math.max(session.dataUpdatedAt, session.errorUpdatedAt);
  const [isHolding, setIsHolding] = useState(true);
  // One element for good: ending the hold changes the wrapper's attributes and re-renders nothing beneath it.
  const outlet = useMemo(() => <Outlet />, []);

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
  return (
    <>
      <div
        className={isHolding ? 'invisible contents' : 'contents'}
        inert={isHolding}
        aria-hidden={isHolding || undefined}
        data-session-hold={isHolding || undefined}
      >
        {outlet}
      </div>
      {isHolding ? (
        <div className="fixed inset-0 z-[100]">
          <LoadingScreen />
        </div>
      ) : null}
    </>
  );
}
