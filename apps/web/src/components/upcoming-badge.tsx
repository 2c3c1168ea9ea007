import { useId } from 'react';
import { UPCOMING_NOTE } from '@/lib/upcoming-screens';

/**
 * The "Soon" mark on a link to a screen that is not built yet. Returns the badge and the props that describe the
 * link (aria-describedby + title), so the link's name stays what it is and the note is announced with it.
 */
export function useUpcomingMark(isUpcoming: boolean) {
  const id = useId();
  if (!isUpcoming) return { badge: null, linkProps: {} };
  return {
    badge: (
      <>
        <span
          aria-hidden
          className="ml-auto shrink-0 rounded-full border px-1.5 text-[0.625rem] leading-4 font-medium text-muted-foreground"
        >
          Soon
        </span>
        {/* Hidden, so it is not part of the link's name; aria-describedby still reads it. */}
        <span id={id} hidden>
          {UPCOMING_NOTE}
        </span>
      </>
    ),
    linkProps: { 'aria-describedby': id, title: UPCOMING_NOTE },
  };
}
