import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

const MIN_WIDTH = 160;
const MAX_WIDTH = 900;
const DEFAULT_WIDTH = 440;
const STEP = 24;

const clamp = (width: number) => Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, Math.round(width)));
/** Phones start with the chart alone: the table is a tap away. */
const startsOpen = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

/**
 * The task table's pane: open or closed, and its width, changed by dragging the separator beside it or with the
 * arrow keys on it (Home and End for the narrowest and widest), as a window splitter does.
 */
export function useTablePane() {
  const id = useId();
  const [open, setOpen] = useState(startsOpen);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const drag = useRef<{ x: number; width: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const next: Record<string, number> = {
      ArrowLeft: width - STEP,
      ArrowRight: width + STEP,
      Home: MIN_WIDTH,
      End: MAX_WIDTH,
    };
    const value = next[event.key];
    if (value === undefined) return;
    event.preventDefault();
    setWidth(clamp(value));
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) setWidth(clamp(drag.current.width + event.clientX - drag.current.x));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return {
    id,
    open,
    width,
    toggle: () => setOpen((value) => !value),
    separatorProps: {
      role: 'separator',
      tabIndex: 0,
      'aria-orientation': 'vertical' as const,
      'aria-label': 'Task table width',
      'aria-controls': id,
      'aria-valuemin': MIN_WIDTH,
      'aria-valuemax': MAX_WIDTH,
      'aria-valuenow': width,
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      className:
        'mx-1 w-1.5 shrink-0 cursor-col-resize touch-none rounded bg-border hover:bg-primary/40 focus-visible:bg-primary focus-visible:outline-none',
    },
  };
}
