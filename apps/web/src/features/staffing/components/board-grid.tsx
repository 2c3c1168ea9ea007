import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BoardBooking, BoardRow } from '@praxis/shared';
import { addDays, totalHoursOf } from '@praxis/shared/dates';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/dates';

const ROW_HEIGHT = 44;
const BAR_HEIGHT = 32;
/** The name column, then one column a week: the header, each person's row and their booking rows line up. */
const gridColumns = (weeks: number) => `14rem repeat(${weeks}, minmax(4.5rem, 1fr))`;

/** New dates for a booking: moved by whole weeks, or its end stretched; its hours per week stay as they were. */
export interface BookingChange {
  start_date: string;
  end_date: string;
  hours_allocated: number;
}

/** `booking` moved by `weeks` (both ends), or with only its end moved when `stretch`; null if nothing would change. */
export function shiftBooking(booking: BoardBooking, weeks: number, stretch = false): BookingChange | null {
  if (weeks === 0) return null;
  const start_date = stretch ? booking.start_date : addDays(booking.start_date, weeks * 7);
  const end_date = addDays(booking.end_date, weeks * 7);
  if (end_date < start_date) return null;
  const hours_allocated = stretch
    ? Math.round(totalHoursOf(booking.hours_per_week, { start: start_date, end: end_date }) * 10) / 10
    : booking.hours_allocated;
  return { start_date, end_date, hours_allocated };
}

/** How a week-cell shows its load: % of the week's capacity, or booked hours per working day (Float, Runn). */
export type BoardUnit = 'percent' | 'hours';

/** Working days in a week of `capacity` hours, for a person whose full week is `fullCapacity` hours over five days. */
const workingDays = (capacity: number, fullCapacity: number) => (fullCapacity > 0 ? (capacity / fullCapacity) * 5 : 5);

/** Hours per working day, one decimal: 32 h over five days is "6.4". */
export function perDay(hours: number, capacity: number, fullCapacity: number): string {
  const days = workingDays(capacity, fullCapacity);
  return days > 0 ? String(Math.round((hours / days) * 10) / 10) : '0';
}

/** Colour by load (text carries the number too): bench < 50 %, full, over 100 %. */
export function loadClass(percent: number): string {
  if (percent > 100) return 'bg-red-200 text-red-950 dark:bg-red-900 dark:text-red-50';
  if (percent >= 90) return 'bg-emerald-200 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50';
  if (percent >= 50) return 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50';
  return 'bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50';
}

/** The cell's full text, for its accessible name and tooltip: its face is abbreviated to fit 4.5rem. */
export function cellText({
  hours,
  tentative,
  capacity,
  away,
}: {
  hours: number;
  tentative: number;
  capacity: number;
  away: number;
}): string {
  const parts =
    capacity <= 0
      ? ['Off', `${away} h off (time off or holiday)`, ...(hours > 0 ? [`${hours} h still booked`] : [])]
      : [
          `${Math.round((hours / capacity) * 100)} % booked (${hours} h of ${capacity} h)`,
          ...(away > 0 ? [`${away} h off (time off or holiday)`] : []),
        ];
  if (tentative > 0) parts.push(`${tentative} h proposed (tentative)`);
  return parts.join('; ');
}

/**
 * One consultant-week. The load is against that week's capacity: approved time off and public holidays at the
 * consultant's office (the admin calendar) take hours away, and the cell says how many. The load sits on top and
 * the time off and the proposal below it, wrapping onto a third line rather than spilling into the next week.
 */
export function Cell({
  hours,
  tentative,
  capacity,
  fullCapacity,
  unit = 'percent',
}: {
  hours: number;
  tentative: number;
  capacity: number;
  fullCapacity: number;
  unit?: BoardUnit;
}) {
  const away = Math.max(0, fullCapacity - capacity);
  const text = cellText({ hours, tentative, capacity, away });
  const off = capacity <= 0;
  const percent = off ? 0 : Math.round((hours / capacity) * 100);
  const colour = off ? (hours > 0 ? loadClass(101) : 'bg-muted text-muted-foreground') : loadClass(percent);
  const details = !off && (away > 0 || tentative > 0);
  return (
    <div
      role="cell"
      aria-label={text}
      title={text}
      className={cn(
        'flex h-full min-w-0 flex-col items-center justify-center overflow-hidden border-l px-0.5 text-xs leading-none tabular-nums',
        colour,
      )}
    >
      {off ? (
        <span className="flex flex-wrap justify-center gap-x-1">
          <span>Off</span>
          {hours > 0 ? <span>{hours} h</span> : null}
        </span>
      ) : (
        <span>{unit === 'hours' ? `${perDay(hours, capacity, fullCapacity)} h/d` : `${percent} %`}</span>
      )}
      {details ? (
        <span className="mt-0.5 flex max-w-full flex-wrap items-center justify-center gap-x-0.5 gap-y-px text-[0.6875rem]">
          {away > 0 ? <span className="opacity-80">−{away}h</span> : null}
          {tentative > 0 ? (
            <span className="rounded-sm border border-dashed border-current bg-[repeating-linear-gradient(45deg,transparent_0_3px,currentColor_3px_4px)] px-px font-medium">
              <span className="rounded-sm bg-background/90 px-px">
                +
                {unit === 'hours'
                  ? perDay(tentative, capacity, fullCapacity)
                  : Math.round((tentative / capacity) * 100)}
              </span>
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

/** What a row tells the board when a request is dropped on it: who, and their load in the weeks shown. */
export interface BoardDropTarget {
  name: string;
  row: BoardRow;
  weeks: string[];
}

/** Where a booking sits among the weeks shown: its first and last week's index (clipped to the board). */
function span(booking: BoardBooking, weeks: string[]): [number, number] {
  const first = weeks.findIndex((week) => addDays(week, 6) >= booking.start_date);
  const last = weeks.findLastIndex((week) => week <= booking.end_date);
  return [Math.max(0, first), last < 0 ? weeks.length - 1 : last];
}

/**
 * One booking as a bar over its weeks. Whoever manages the engagement's team moves it a week with the arrow keys
 * (Shift + arrows move only its end) or drags it; the board asks before booking past capacity.
 */
function BookingBar({
  booking,
  weeks,
  onChange,
}: {
  booking: BoardBooking;
  weeks: string[];
  onChange?: ((booking: BoardBooking, change: BookingChange) => void) | undefined;
}) {
  const [first, last] = span(booking, weeks);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const label = `${booking.engagement_name}, ${booking.hours_per_week} h/week, ${formatDate(booking.start_date)} to ${formatDate(booking.end_date)}`;
  const face = (
    <span className="truncate">
      {booking.engagement_name} · {booking.hours_per_week} h/w
    </span>
  );
  const change = (by: number, stretch = false) => {
    const next = shiftBooking(booking, by, stretch);
    if (next && onChange) onChange(booking, next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    change(by, event.shiftKey);
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: event.currentTarget.getBoundingClientRect().width / (last - first + 1) };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current) setOffset(Math.round((event.clientX - drag.current.x) / drag.current.width));
  };
  const endDrag = (commit: boolean) => {
    drag.current = null;
    setOffset(0);
    if (commit) change(offset);
  };
  return (
    <div
      role="cell"
      className="flex min-w-0 items-center px-0.5"
      style={{
        gridColumn: `${first + 2} / ${last + 3}`,
        transform: offset ? `translateX(calc(${offset} * 100% / ${last - first + 1}))` : undefined,
      }}
    >
      {booking.can_manage && onChange ? (
        <button
          type="button"
          aria-label={label}
          aria-description="Arrow keys move it a week; Shift with the arrow keys moves its end. Or drag it."
          data-booking={booking.id}
          className="flex h-6 w-full min-w-0 cursor-grab touch-none items-center rounded-sm border border-primary bg-primary/15 px-1 text-left text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => endDrag(true)}
          onPointerCancel={() => endDrag(false)}
        >
          {face}
        </button>
      ) : (
        <span
          role="img"
          aria-label={label}
          data-booking={booking.id}
          className="flex h-6 w-full min-w-0 items-center rounded-sm border bg-muted px-1 text-xs"
        >
          {face}
        </span>
      )}
    </div>
  );
}

function Row({
  row,
  weeks,
  top,
  unit,
  expanded,
  onToggle,
  onChange,
}: {
  row: BoardRow;
  weeks: string[];
  top: number;
  unit: BoardUnit;
  expanded: boolean;
  onToggle: () => void;
  onChange?: ((booking: BoardBooking, change: BookingChange) => void) | undefined;
}) {
  const target: BoardDropTarget = { name: row.name, row, weeks };
  const { setNodeRef, isOver } = useDroppable({ id: row.id, data: target });
  const capacityOf = (week: number) => row.capacity_by_week[week] ?? row.capacity;
  const totalCapacity = row.hours.reduce((sum, _, week) => sum + capacityOf(week), 0);
  const avg = totalCapacity > 0 ? row.hours.reduce((a, b) => a + b, 0) / totalCapacity : 1;
  const columns = gridColumns(row.hours.length);
  return (
    <>
      <div
        ref={setNodeRef}
        role="row"
        data-consultant={row.name}
        data-drop-target={isOver ? 'true' : undefined}
        className={cn(
          'absolute left-0 grid w-full border-b',
          // Drawn above the cells (their colours would hide an inset ring on the row itself).
          isOver &&
            'after:pointer-events-none after:absolute after:inset-0 after:z-30 after:bg-primary/10 after:ring-2 after:ring-primary after:ring-inset',
        )}
        style={{ top, height: ROW_HEIGHT, gridTemplateColumns: gridColumns(row.hours.length) }}
      >
        <div
          role="rowheader"
          className="sticky left-0 z-10 flex min-w-0 flex-col justify-center bg-background px-2 text-sm"
        >
          <span className="flex min-w-0 items-center gap-1">
            {row.bookings.length > 0 ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-label={`Bookings of ${row.name} (${row.bookings.length})`}
                className="-ml-1 shrink-0 rounded-sm p-0.5 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={onToggle}
              >
                {expanded ? (
                  <ChevronDown aria-hidden className="size-4" />
                ) : (
                  <ChevronRight aria-hidden className="size-4" />
                )}
              </button>
            ) : null}
            <span className="truncate font-medium">{row.name}</span>
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {row.job_title ?? 'No job title'}
            {row.rolling_off ? ' · rolling off' : ''}
            {avg < 0.5 ? ' · bench' : ''}
          </span>
        </div>
        {row.hours.map((hours, i) => (
          <Cell
            key={i}
            hours={hours}
            tentative={row.tentative[i] ?? 0}
            capacity={capacityOf(i)}
            fullCapacity={row.capacity}
            unit={unit}
          />
        ))}
      </div>
      {expanded
        ? row.bookings.map((booking, i) => (
            <div
              key={booking.id}
              role="row"
              data-booking-of={row.name}
              className="absolute left-0 grid w-full border-b bg-background"
              style={{ top: top + ROW_HEIGHT + i * BAR_HEIGHT, height: BAR_HEIGHT, gridTemplateColumns: columns }}
            >
              <div role="rowheader" className="sticky left-0 z-10 flex min-w-0 items-center bg-background pl-7 text-xs">
                <span className="truncate text-muted-foreground">{booking.engagement_name}</span>
              </div>
              <BookingBar booking={booking} weeks={weeks} onChange={onChange} />
            </div>
          ))
        : null}
    </>
  );
}

/** Consultants × weeks, virtualised: only the rows in view are in the DOM (2,000 people scroll smoothly). */
export function BoardGrid({
  weeks,
  rows,
  unit = 'percent',
  onChangeBooking,
}: {
  weeks: string[];
  rows: BoardRow[];
  unit?: BoardUnit;
  /** Moves or stretches a booking; without it, bars are read-only. */
  onChangeBooking?: (row: BoardRow, booking: BoardBooking, change: BookingChange) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // TanStack Virtual's instance is read during render on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const row = rows[index];
      return ROW_HEIGHT + (row && expanded.has(row.id) ? row.bookings.length * BAR_HEIGHT : 0);
    },
    overscan: 8,
  });
  useEffect(() => virtualizer.measure(), [expanded, virtualizer]);
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = gridColumns(weeks.length);
  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label="Staffing board"
      aria-rowcount={rows.length + 1 + rows.reduce((n, row) => n + (expanded.has(row.id) ? row.bookings.length : 0), 0)}
      tabIndex={0}
      className="h-[calc(100dvh-16rem)] min-h-80 overflow-auto rounded-lg border"
    >
      <div className="min-w-max">
        <div
          role="row"
          className="sticky top-0 z-20 grid border-b bg-muted text-xs font-medium"
          style={{ gridTemplateColumns: columns }}
        >
          <div role="columnheader" className="sticky left-0 z-10 bg-muted px-2 py-2">
            Consultant
          </div>
          {weeks.map((week) => (
            <div role="columnheader" key={week} className="border-l px-1 py-2 text-center">
              {formatDate(week).replace(/ \d{4}$/, '')}
            </div>
          ))}
        </div>
        <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return row ? (
              <Row
                key={row.id}
                row={row}
                weeks={weeks}
                top={item.start}
                unit={unit}
                expanded={expanded.has(row.id)}
                onToggle={() => toggle(row.id)}
                onChange={onChangeBooking && ((booking, change) => onChangeBooking(row, booking, change))}
              />
            ) : null;
          })}
        </div>
      </div>
    </div>
  );
}
