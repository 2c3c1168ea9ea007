import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useRevealedWhenLoaded } from '@/lib/use-revealed-when-loaded';

/**
 * A page's independently loading sections, laid out hidden (so that their queries start at once) behind one
 * skeleton until none of them is loading for the first time, then shown together: a section's data arriving never
 * pushes the sections below it down (measured as layout shift, CLS). See useRevealedWhenLoaded.
 */
export function RevealWhenLoaded({
  ready = true,
  latestMs,
  skeleton,
  className,
  children,
}: {
  /** False while something the sections need first (the record itself) is still loading. */
  ready?: boolean;
  /** Shown after this long whatever is still loading (then each section shows its own placeholder). */
  latestMs?: number;
  skeleton: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  // The sections' queries start once they are mounted: until then "nothing is loading" would say nothing.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const revealed = useRevealedWhenLoaded(ready && mounted, latestMs);
  return (
    <div className={cn('relative', className)}>
      {revealed ? null : skeleton}
      <div
        className={revealed ? 'contents' : 'invisible absolute inset-x-0 top-0'}
        aria-hidden={revealed ? undefined : true}
      >
        {children}
      </div>
    </div>
  );
}
