import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Which sides of the board have columns out of view. */
function overflowOf(element: HTMLElement | null) {
  if (!element) return { left: false, right: false };
  return {
    left: element.scrollLeft > 1,
    right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
  };
}

/**
 * The board scrolls sideways inside its own area (the page never gets wider than the screen), and says so when
 * columns are out of view, with buttons that scroll to them.
 */
export function BoardScroller({ children, isBusy }: { children: ReactNode; isBusy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const next = overflowOf(ref.current);
    setOverflow((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);
  useEffect(() => {
    const element = ref.current;
    update();
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [update]);
  const scroll = (direction: 1 | -1) =>
    ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <div className="min-w-0 space-y-2">
      {overflow.left || overflow.right ? (
        <div className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
          <span>More columns {overflow.right ? 'to the right' : 'to the left'}</span>
          <Button variant="outline" size="icon" className="size-7" disabled={!overflow.left} onClick={() => scroll(-1)}>
            <ChevronLeft aria-hidden />
            <span className="sr-only">Scroll to earlier columns</span>
          </Button>
          <Button variant="outline" size="icon" className="size-7" disabled={!overflow.right} onClick={() => scroll(1)}>
            <ChevronRight aria-hidden />
            <span className="sr-only">Scroll to later columns</span>
          </Button>
        </div>
      ) : null}
      <div ref={ref} onScroll={update} className="flex gap-3 relative overflow-x-auto pb-4" aria-busy={isBusy}>
        {children}
      </div>
    </div>
  );
}
