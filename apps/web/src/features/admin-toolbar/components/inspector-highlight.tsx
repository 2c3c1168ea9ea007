import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

interface InspectorHighlightProps {
  target: Element;
  isFrozen: boolean;
}

/** Outlines the inspected element; never catches the pointer itself. */
export function InspectorHighlight({ target, isFrozen }: InspectorHighlightProps) {
  const [rect, setRect] = useState(() => target.getBoundingClientRect());

  useEffect(() => {
    const update = () => setRect(target.getBoundingClientRect());
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [target]);

  return (
    <div
      aria-hidden
      className={cn(
        'pointer-events-none fixed z-[59] rounded-sm border-2',
        isFrozen ? 'border-amber-500 bg-amber-500/10' : 'border-sky-500 bg-sky-500/10',
      )}
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
    />
  );
}
