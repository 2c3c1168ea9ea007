import { useSyncExternalStore } from 'react';

/** The top bar's height and a gap: the least a toast sits from the top, so it never covers the bell or user menu. */
export const TOAST_MIN_TOP = 64;
const GAP = 8;

/** Marks a page's header actions (New Folder, Export CSV, Publish…): toasts keep below them. */
export const PAGE_ACTIONS_ATTRIBUTE = 'data-page-actions';

/**
 * Where a top-right toast starts so that it covers none of the visible page-header actions: below the lowest one
 * on screen, or just under the top bar once they have scrolled away. Never lower than half the window.
 */
export function toastTopOffset(): number {
  let bottom = 0;
  for (const element of document.querySelectorAll(`[${PAGE_ACTIONS_ATTRIBUTE}]`)) {
    const box = element.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight) bottom = Math.max(bottom, box.bottom);
  }
  const top = Math.max(TOAST_MIN_TOP, Math.ceil(bottom + GAP));
  return Math.min(top, Math.max(TOAST_MIN_TOP, Math.floor(window.innerHeight / 2)));
}

function subscribe(notify: () => void): () => void {
  // Scrolling (of the page or of the shell's main area), resizing and a new page move the header's actions; at
  // most one measure per frame.
  let frame = 0;
  const onChange = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      notify();
    });
  };
  window.addEventListener('scroll', onChange, { capture: true, passive: true });
  window.addEventListener('resize', onChange);
  const pages = new MutationObserver(onChange);
  pages.observe(document.body, { childList: true, subtree: true });
  return () => {
    window.removeEventListener('scroll', onChange, { capture: true });
    window.removeEventListener('resize', onChange);
    pages.disconnect();
    window.cancelAnimationFrame(frame);
  };
}

/** The toaster's top offset, kept below the page header's actions as the page scrolls and changes. */
export function useToastTopOffset(): number {
  return useSyncExternalStore(subscribe, toastTopOffset, () => TOAST_MIN_TOP);
}
