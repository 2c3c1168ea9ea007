import { useState, type RefObject } from 'react';
import { workingDaysBetween } from '@praxis/shared';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { HEADER_HEIGHT, ROW_HEIGHT, visibleRows } from '../lib/gantt-geometry';
import type { GanttRow } from './gantt-types';

const COLUMNS = [
  { id: 'name', label: 'Task', width: 'w-56 shrink-0' },
  { id: 'start', label: 'Start', width: 'w-28 shrink-0' },
  { id: 'finish', label: 'Finish', width: 'w-28 shrink-0' },
  { id: 'duration', label: 'Days', width: 'w-24 shrink-0' },
  { id: 'progress', label: '% done', width: 'w-16 shrink-0' },
  { id: 'assignee', label: 'Assignee', width: 'w-36 shrink-0' },
] as const;

/** A horizontal scrollbar's height: the table keeps this much room at its end so both panes scroll equally far. */
const SCROLLBAR_ALLOWANCE = 20;

interface GanttTaskTableProps {
  rows: GanttRow[];
  holidays: ReadonlySet<string>;
  /** Height of the rows' area, as the chart's (the header is as tall as the chart's timeline). */
  height: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  /** With a menu: each task's name is a button that opens it (as a right-click or Shift+F10 does). */
  onOpenMenu?: (element: HTMLElement) => void;
}

/**
 * The task table beside the Gantt: one row per bar, at the bar's height, scrolled together with the chart (the
 * parent keeps both panes at the same scrollTop). Rows are virtualised like the chart's, so 2,000 tasks stay smooth.
 */
export function GanttTaskTable({ rows, holidays, height, scrollRef, onScroll, onOpenMenu }: GanttTaskTableProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const { first, last } = visibleRows(scrollTop, height, rows.length);
  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label="Plan tasks"
      aria-rowcount={rows.length + 1}
      // Focusable so it scrolls with the keyboard when it holds no button (a read-only plan).
      tabIndex={onOpenMenu ? undefined : 0}
      onScroll={() => {
        setScrollTop(scrollRef.current?.scrollTop ?? 0);
        onScroll();
      }}
      className="overflow-auto rounded-lg border bg-background text-sm"
      style={{ height: height + HEADER_HEIGHT }}
      data-testid="gantt-task-table"
    >
      <div
        role="row"
        aria-rowindex={1}
        className="sticky top-0 z-10 flex w-max min-w-full items-end border-b bg-muted font-medium"
        style={{ height: HEADER_HEIGHT }}
      >
        {COLUMNS.map((c) => (
          <div key={c.id} role="columnheader" className={cn('px-2 pb-2', c.width)}>
            {c.label}
          </div>
        ))}
      </div>
      <div className="relative w-max min-w-full" style={{ height: rows.length * ROW_HEIGHT + SCROLLBAR_ALLOWANCE }}>
        {rows.slice(first, last + 1).map((row, offset) => {
          const index = first + offset;
          return (
            <div
              key={row.id}
              role="row"
              aria-rowindex={index + 2}
              data-task-id={row.id}
              className={cn(
                'absolute inset-x-0 flex items-center border-b',
                index % 2 === 1 && 'bg-slate-50',
                row.isPhase && 'font-semibold',
              )}
              style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }}
            >
              <div
                role="cell"
                className={cn('truncate px-2', COLUMNS[0].width)}
                style={{ paddingLeft: 8 + row.depth * 16 }}
              >
                {onOpenMenu ? (
                  <button
                    type="button"
                    aria-haspopup="menu"
                    title={row.name}
                    className="max-w-full truncate rounded-sm text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    onClick={(event) => onOpenMenu(event.currentTarget)}
                  >
                    {row.name}
                  </button>
                ) : (
                  <span title={row.name}>{row.name}</span>
                )}
              </div>
              <div role="cell" className={cn('px-2 tabular-nums', COLUMNS[1].width)}>
                {formatDate(row.start)}
              </div>
              <div role="cell" className={cn('px-2 tabular-nums', COLUMNS[2].width)}>
                {formatDate(row.end)}
              </div>
              <div role="cell" className={cn('px-2 tabular-nums', COLUMNS[3].width)}>
                {row.isMilestone ? 'Milestone' : workingDaysBetween(row.start, row.end, holidays)}
              </div>
              <div role="cell" className={cn('px-2 tabular-nums', COLUMNS[4].width)}>
                {row.progress} %
              </div>
              <div role="cell" className={cn('truncate px-2', COLUMNS[5].width)}>
                {row.assigneeName ?? '—'}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
