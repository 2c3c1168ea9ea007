import type { PointerEvent as ReactPointerEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { formatDateRange } from '@/lib/dates';
import { ROW_HEIGHT, xOf, type Timeline } from '../lib/gantt-geometry';
import type { GanttRow } from './gantt-types';

/** Colours are attributes, not classes: the PNG export (html-to-image) keeps them. */
export const GANTT_COLOURS = {
  bar: '#4f6bed',
  barProgress: '#2f47c4',
  phase: '#334155',
  critical: '#dc2626',
  baseline: '#94a3b8',
  milestone: '#7c3aed',
  warning: '#d97706',
  text: '#0f172a',
};

export type DragMode = 'move' | 'resize' | 'link';

interface GanttBarProps {
  row: GanttRow;
  index: number;
  timeline: Timeline;
  /** Pixels the bar is being dragged by (move or resize), 0 otherwise. */
  dragDx: number;
  dragMode: DragMode | null;
  readOnly: boolean;
  hasMenu: boolean;
  onPointerDown: (event: ReactPointerEvent, row: GanttRow, mode: DragMode) => void;
  onKey: (event: ReactKeyboardEvent, row: GanttRow) => void;
}

export function GanttBar({
  row,
  index,
  timeline,
  dragDx,
  dragMode,
  readOnly,
  hasMenu,
  onPointerDown,
  onKey,
}: GanttBarProps) {
  const top = index * ROW_HEIGHT;
  const x = xOf(timeline, row.start) + (dragMode === 'move' ? dragDx : 0);
  const fullWidth = xOf(timeline, row.end) + timeline.pxPerDay - xOf(timeline, row.start);
  const width = Math.max(timeline.pxPerDay, fullWidth + (dragMode === 'resize' ? dragDx : 0));
  const label = `${row.name}, ${formatDateRange(row.start, row.end)}, ${row.progress} % done${row.isCritical ? ', on the critical path' : ''}${row.overCapacity ? ', assignee over capacity' : ''}`;
  const editable = !readOnly && !row.isPhase;
  const menu = hasMenu ? ' Shift+F10 opens its menu.' : '';
  // A phase's bar follows its tasks, yet with a menu it is still reachable from the keyboard.
  const focusable = editable || hasMenu;
  const common = {
    role: focusable ? 'button' : 'img',
    tabIndex: focusable ? 0 : -1,
    'aria-label': editable
      ? `${label}. Arrow keys move it, Shift with arrows changes its end.${menu}`
      : hasMenu
        ? `${label}.${menu}`
        : label,
    'data-task-id': row.id,
    onKeyDown: editable ? (event: ReactKeyboardEvent) => onKey(event, row) : undefined,
  };
  const baseline =
    row.baselineStart && row.baselineEnd ? (
      <rect
        x={xOf(timeline, row.baselineStart)}
        y={top + ROW_HEIGHT - 7}
        width={Math.max(2, xOf(timeline, row.baselineEnd) + timeline.pxPerDay - xOf(timeline, row.baselineStart))}
        height={3}
        fill={GANTT_COLOURS.baseline}
        aria-hidden
      />
    ) : null;

  if (row.isMilestone) {
    const cx = x + timeline.pxPerDay / 2;
    const cy = top + ROW_HEIGHT / 2 - 2;
    return (
      <g {...common} className="gantt-bar outline-none focus-visible:[&>path]:stroke-[3]">
        {baseline}
        <path
          d={`M ${cx} ${cy - 8} L ${cx + 8} ${cy} L ${cx} ${cy + 8} L ${cx - 8} ${cy} Z`}
          fill={row.isCritical ? GANTT_COLOURS.critical : GANTT_COLOURS.milestone}
          stroke={GANTT_COLOURS.text}
          strokeWidth={row.progress >= 100 ? 2 : 0}
          style={{ cursor: editable ? 'grab' : 'default' }}
          onPointerDown={editable ? (event) => onPointerDown(event, row, 'move') : undefined}
        />
        <text x={cx + 12} y={cy + 4} fontSize={11} fill={GANTT_COLOURS.text}>
          {row.name}
        </text>
      </g>
    );
  }

  const y = top + (row.isPhase ? 10 : 6);
  const height = row.isPhase ? 10 : ROW_HEIGHT - 14;
  const fill = row.isPhase ? GANTT_COLOURS.phase : GANTT_COLOURS.bar;
  return (
    <g {...common} className="gantt-bar outline-none">
      {baseline}
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={3}
        fill={fill}
        fillOpacity={row.isPhase ? 0.85 : 0.55}
        stroke={row.isCritical ? GANTT_COLOURS.critical : 'none'}
        strokeWidth={row.isCritical ? 2 : 0}
        style={{ cursor: editable ? 'grab' : 'default' }}
        onPointerDown={editable ? (event) => onPointerDown(event, row, 'move') : undefined}
      />
      <rect
        x={x}
        y={y}
        width={(width * row.progress) / 100}
        height={height}
        rx={3}
        fill={row.isPhase ? fill : GANTT_COLOURS.barProgress}
        pointerEvents="none"
      />
      {editable ? (
        <>
          <rect
            x={x + width - 6}
            y={y}
            width={8}
            height={height}
            fill="transparent"
            style={{ cursor: 'ew-resize' }}
            data-handle="resize"
            onPointerDown={(event) => onPointerDown(event, row, 'resize')}
          />
          <circle
            cx={x + width + 9}
            cy={y + height / 2}
            r={5}
            fill="#ffffff"
            stroke={GANTT_COLOURS.bar}
            strokeWidth={2}
            style={{ cursor: 'crosshair' }}
            data-handle="link"
            onPointerDown={(event) => onPointerDown(event, row, 'link')}
          />
        </>
      ) : null}
      {row.overCapacity ? (
        <g aria-hidden>
          <title>The assignee is booked over 40 h/week during this task</title>
          <circle cx={x - 9} cy={y + height / 2} r={6} fill={GANTT_COLOURS.warning} />
          <text x={x - 9} y={y + height / 2 + 4} fontSize={10} fontWeight={700} textAnchor="middle" fill="#ffffff">
            !
          </text>
        </g>
      ) : null}
      <text
        x={x + width + (editable ? 18 : 6)}
        y={y + height / 2 + 4}
        fontSize={11}
        fill={GANTT_COLOURS.text}
        pointerEvents="none"
      >
        {row.assigneeName ? `${row.name} · ${row.assigneeName}` : row.name}
      </text>
    </g>
  );
}
