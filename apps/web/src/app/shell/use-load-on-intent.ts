import { useState } from 'react';

/**
 * For controls whose code loads on demand (Radix menus and popups are heavy, and not needed to paint a page). The
 * page first shows a same-looking placeholder: reaching for it (pointer over it, focus on it) starts the download,
 * and a click swaps in the real control, opened, with focus — so no click is ever lost, however early it comes.
 * Only the click changes state, so the element the user is pointing at is never replaced under the pointer.
 */
export function useLoadOnIntent(load: () => Promise<unknown>) {
  const [isOpenRequested, setIsOpenRequested] = useState(false);
  const preload = () => void load().catch(() => undefined);
  return {
    /** The real control is wanted (and should open, focused): the user clicked the placeholder. */
    isOpenRequested,
    handlers: {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setIsOpenRequested(true),
    },
  };
}
