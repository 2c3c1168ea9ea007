import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface Position {
  x: number;
  y: number;
}

const POSITION_KEY = 'praxis.admin-toolbar.position';
const KEY_STEP = 16;
const MARGIN = 8;

function readPosition(): Position | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(POSITION_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null) {
      const { x, y } = parsed as Record<string, unknown>;
      if (typeof x === 'number' && typeof y === 'number') return { x, y };
    }
  } catch {
    // fall through to the default corner
  }
  return null;
}

/** Keeps the panel on screen whatever the window size. */
function clamp(position: Position, panel: HTMLElement | null): Position {
  const width = panel?.offsetWidth ?? 0;
  const height = panel?.offsetHeight ?? 0;
  return {
    x: Math.min(Math.max(MARGIN, position.x), Math.max(MARGIN, window.innerWidth - width - MARGIN)),
    y: Math.min(Math.max(MARGIN, position.y), Math.max(MARGIN, window.innerHeight - height - MARGIN)),
  };
}

/**
 * Drag the floating panel by its handle (pointer), or move it with the arrow keys while the handle has focus.
 * The position is remembered; until the first move the panel sits in the bottom-right corner.
 */
export function useDraggable() {
  const panelRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position | null>(readPosition);
  const drag = useRef<{ dx: number; dy: number } | null>(null);

  const save = (next: Position) => {
    const clamped = clamp(next, panelRef.current);
    setPosition(clamped);
    try {
      window.localStorage.setItem(POSITION_KEY, JSON.stringify(clamped));
    } catch {
      // not remembered; still moved
    }
  };

  const current = (): Position => {
    if (position) return position;
    const rect = panelRef.current?.getBoundingClientRect();
    return { x: rect?.left ?? MARGIN, y: rect?.top ?? MARGIN };
  };

  const handleProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      const start = current();
      drag.current = { dx: event.clientX - start.x, dy: event.clientY - start.y };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag.current) return;
      setPosition(clamp({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy }, panelRef.current));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!drag.current) return;
      drag.current = null;
      event.currentTarget.releasePointerCapture(event.pointerId);
      save(current());
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-KEY_STEP, 0],
        ArrowRight: [KEY_STEP, 0],
        ArrowUp: [0, -KEY_STEP],
        ArrowDown: [0, KEY_STEP],
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      const start = current();
      save({ x: start.x + move[0], y: start.y + move[1] });
    },
  };

  const style = position ? { left: position.x, top: position.y } : { right: 16, bottom: 16 };
  return { panelRef, handleProps, style };
}
