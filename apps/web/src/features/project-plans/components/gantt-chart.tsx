import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { addCalendarDays, nextWorkingDay, previousWorkingDay } from '@praxis/shared';
import { today as todayOf } from '@/lib/dates';
import {
  HEADER_HEIGHT,
  ROW_HEIGHT,
  daysOf,
  ticksOf,
  timelineOf,
  visibleRows,
  xOf,
  type Zoom,
} from '../lib/gantt-geometry';
import { GANTT_COLOURS, GanttBar, type DragMode } from './gantt-bar';
import { GanttLinks } from './gantt-links';
import type { GanttLink, GanttRow } from './gantt-types';

export interface GanttChartProps {
  rows: GanttRow[];
  links: GanttLink[];
  zoom: Zoom;
  holidays: ReadonlySet<string>;
  readOnly?: boolean;
  /** Height of the scrolling area in pixels (the chart virtualises its rows). */
  height?: number;
  onMove?: (id: string, start: string) => void;
  onResize?: (id: string, end: string) => void;
  onLink?: (predecessor: string, successor: string) => void;
  /** The scrolling element and its scroll events, for a pane that scrolls with the chart (the task table). */
  scrollRef?: RefObject<HTMLDivElement | null>;
  onScroll?: () => void;
  /** Bars say that Shift+F10 opens their menu. */
  hasMenu?: boolean;
}

interface Drag {
  id: string;
  mode: DragMode;
  originX: number;
  originY: number;
  dx: number;
  dy: number;
}

/**
 * Our own virtualised SVG Gantt (decision 011): only the rows in view are drawn, so 2,000 tasks scroll and drag
 * smoothly. Bars move and resize by dragging (or with the keyboard), links are drawn by dragging from a bar's dot
 * onto another bar; milestones are diamonds, the critical path is outlined in red, baselines sit under the bars.
 */
export function GanttChart({
  rows,
  links,
  zoom,
  holidays,
  readOnly = false,
  height = 480,
  onMove,
  onResize,
  onLink,
  scrollRef: sharedScrollRef,
  onScroll: onScrollShared,
  hasMenu = false,
}: GanttChartProps) {
  const ownScrollRef = useRef<HTMLDivElement>(null);
  const scrollRef = sharedScrollRef ?? ownScrollRef;
  const [scrollTop, setScrollTop] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const frame = useRef<number | null>(null);
  const today = todayOf();
  const timeline = useMemo(() => timelineOf(rows, zoom, today), [rows, zoom, today]);
  const ticks = useMemo(() => ticksOf(timeline, zoom), [timeline, zoom]);
  const { first, last } = visibleRows(scrollTop, height, rows.length);
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const bodyHeight = rows.length * ROW_HEIGHT;

  // The timeline runs from today or the plan's start, whichever is first: a plan that starts months ahead opens
  // scrolled to its first week, not to an empty stretch of weeks before it (once: editing never moves the view).
  const earliest = rows.reduce<string | null>((min, row) => (min === null || row.start < min ? row.start : min), null);
  const hasScrolled = useRef(false);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || earliest === null || hasScrolled.current) return;
    hasScrolled.current = true;
    scroller.scrollLeft = Math.max(0, xOf(timeline, earliest) - 7 * timeline.pxPerDay);
  }, [earliest, timeline, scrollRef]);

  const onScroll = () => {
    onScrollShared?.();
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setScrollTop(scrollRef.current?.scrollTop ?? 0);
    });
  };

  const startDrag = (event: ReactPointerEvent, row: GanttRow, mode: DragMode) => {
    if (readOnly || event.button !== 0) return;
    event.preventDefault();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    setDrag({ id: row.id, mode, originX: event.clientX, originY: event.clientY, dx: 0, dy: 0 });
  };
  const moveDrag = (event: ReactPointerEvent) => {
    if (!drag) return;
    setDrag({ ...drag, dx: event.clientX - drag.originX, dy: event.clientY - drag.originY });
  };
  const endDrag = (event: ReactPointerEvent) => {
    if (!drag) return;
    const row = rows[indexOf.get(drag.id) ?? -1];
    setDrag(null);
    if (!row) return;
    const days = daysOf(timeline, drag.dx);
    if (drag.mode === 'move' && days !== 0)
      onMove?.(row.id, nextWorkingDay(addCalendarDays(row.start, days), holidays));
    if (drag.mode === 'resize' && days !== 0) {
      const end = previousWorkingDay(addCalendarDays(row.end, days), holidays);
      onResize?.(row.id, end < row.start ? row.start : end);
    }
    if (drag.mode === 'link') {
      const bounds = scrollRef.current?.getBoundingClientRect();
      const y = event.clientY - (bounds?.top ?? 0) + (scrollRef.current?.scrollTop ?? 0) - HEADER_HEIGHT;
      const target = rows[Math.floor(y / ROW_HEIGHT)];
      if (target && target.id !== row.id) onLink?.(row.id, target.id);
    }
  };

  const onKey = (event: ReactKeyboardEvent, row: GanttRow) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    if (event.shiftKey) {
      const end =
        step > 0
          ? nextWorkingDay(addCalendarDays(row.end, 1), holidays)
          : previousWorkingDay(addCalendarDays(row.end, -1), holidays);
      if (end >= row.start) onResize?.(row.id, end);
    } else {
      const start =
        step > 0
          ? nextWorkingDay(addCalendarDays(row.start, 1), holidays)
          : previousWorkingDay(addCalendarDays(row.start, -1), holidays);
      onMove?.(row.id, start);
    }
  };

  const visible = rows.slice(first, last + 1);
  const dragged = drag ? rows[indexOf.get(drag.id) ?? -1] : undefined;
  const todayX = xOf(timeline, today) + timeline.pxPerDay / 2;

  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      className="relative overflow-auto rounded-lg border bg-background"
      style={{ height: height + HEADER_HEIGHT }}
      data-testid="gantt"
      // Focusable so the chart can be scrolled with the keyboard even when no bar is (read-only views).
      tabIndex={0}
      role="group"
      aria-label="Gantt chart"
    >
      <svg width={timeline.width} height={HEADER_HEIGHT} className="sticky top-0 z-10 block bg-muted" aria-hidden>
        {ticks.map((tick) => (
          <g key={tick.x}>
            <line x1={tick.x} x2={tick.x} y1={tick.major ? 0 : 22} y2={HEADER_HEIGHT} stroke="#cbd5e1" />
            <text x={tick.x + 4} y={32} fontSize={11} fill={GANTT_COLOURS.text}>
              {tick.label}
            </text>
          </g>
        ))}
      </svg>
      <svg
        width={timeline.width}
        height={Math.max(bodyHeight, ROW_HEIGHT)}
        className="block touch-none select-none"
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={() => setDrag(null)}
      >
        <rect x={0} y={0} width={timeline.width} height={bodyHeight} fill="#ffffff" />
        {visible.map((row, offset) =>
          (first + offset) % 2 === 1 ? (
            <rect
              key={`band-${row.id}`}
              x={0}
              y={(first + offset) * ROW_HEIGHT}
              width={timeline.width}
              height={ROW_HEIGHT}
              fill="#f8fafc"
            />
          ) : null,
        )}
        {ticks.map((tick) => (
          <line key={`grid-${tick.x}`} x1={tick.x} x2={tick.x} y1={0} y2={bodyHeight} stroke="#eef2f7" />
        ))}
        <line x1={todayX} x2={todayX} y1={0} y2={bodyHeight} stroke={GANTT_COLOURS.critical} strokeDasharray="4 3" />
        <GanttLinks rows={rows} links={links} indexOf={indexOf} first={first} last={last} timeline={timeline} />
        {visible.map((row, offset) => (
          <GanttBar
            key={row.id}
            row={row}
            index={first + offset}
            timeline={timeline}
            dragDx={drag?.id === row.id ? drag.dx : 0}
            dragMode={drag?.id === row.id ? drag.mode : null}
            readOnly={readOnly}
            hasMenu={hasMenu}
            onPointerDown={startDrag}
            onKey={onKey}
          />
        ))}
        {drag?.mode === 'link' && dragged ? (
          <line
            x1={xOf(timeline, dragged.end) + timeline.pxPerDay + 9}
            y1={(indexOf.get(dragged.id) ?? 0) * ROW_HEIGHT + ROW_HEIGHT / 2 - 1}
            x2={xOf(timeline, dragged.end) + timeline.pxPerDay + 9 + drag.dx}
            y2={(indexOf.get(dragged.id) ?? 0) * ROW_HEIGHT + ROW_HEIGHT / 2 - 1 + drag.dy}
            stroke={GANTT_COLOURS.bar}
            strokeWidth={2}
            strokeDasharray="4 2"
          />
        ) : null}
      </svg>
      <span className="sr-only">Today is marked with a dashed red line.</span>
    </div>
  );
}
