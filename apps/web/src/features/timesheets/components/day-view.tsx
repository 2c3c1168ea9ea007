import { useRef, type TouchEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, formatHoursTotal, type TimesheetLine } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { rowKeyOf } from '../lib/cells';
import { dayLabel } from '../lib/labels';
import { DayStrip } from './day-strip';
import { RowHeader } from './row-header';
import { useHourCells } from './use-hour-cells';
import type { WeekGridProps } from './week-grid';

/** How far a finger moves sideways to turn the day. */
const SWIPE_PX = 60;

interface DayViewProps extends WeekGridProps {
  /** The day shown, a date of the week. */
  day: string;
  /** Shows another day; the day before Monday or after Sunday is in the week before or after. */
  onDay: (date: string) => void;
  /** Today in the person's time zone, marked in the strip. */
  today: string;
}

/**
 * The week one day at a time, for phones where seven columns do not fit: the week's days with their totals to pick
 * one, the previous and next day, and each line's hours of that day. The cells are the week grid's (`useHourCells`),
 * so they commit, restore and save as they do there; Tab and Enter go down the day's lines.
 */
export function DayView({
  week,
  lines,
  pending,
  canEdit,
  onEdit,
  onBillable,
  onRemove,
  day,
  onDay,
  today,
}: DayViewProps) {
  const { hoursOf, hourInput, details } = useHourCells({ week, lines, dates: [day], pending, canEdit, onEdit });
  const totalOf = (date: string) => lines.reduce((sum, line) => sum + (hoursOf(line, date) ?? 0), 0);
  const totals = new Map(week.days.map((weekDay) => [weekDay.date, totalOf(weekDay.date)]));
  const weekTotal = [...totals.values()].reduce((sum, hours) => sum + hours, 0);
  const dayTotal = totals.get(day) ?? 0;
  const holiday = week.days.find((weekDay) => weekDay.date === day)?.holiday;
  // A sideways swipe over the day's lines turns to the next day (leftwards) or the previous one, as in a phone's
  // day-by-day views; a mostly vertical one is scrolling.
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(touch.clientY - start.y)) {
      onDay(addDays(day, dx < 0 ? 1 : -1));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Day" className="flex items-center gap-1">
        <Button variant="outline" size="icon" aria-label="Previous day" onClick={() => onDay(addDays(day, -1))}>
          <ChevronLeft aria-hidden />
        </Button>
        <DayStrip week={week} lines={lines} day={day} today={today} totals={totals} onDay={onDay} />
        <Button variant="outline" size="icon" aria-label="Next day" onClick={() => onDay(addDays(day, 1))}>
          <ChevronRight aria-hidden />
        </Button>
      </nav>
      <div className="rounded-lg border" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <table className="w-full table-fixed border-collapse text-sm" aria-label={`Hours for ${dayLabel(day)}`}>
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {dayLabel(day)}
                {holiday ? <span className="block text-xs font-normal italic">{holiday}</span> : null}
              </th>
              <th scope="col" className="w-24 px-3 py-2 text-right font-medium">
                Hours
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line: TimesheetLine, row) => (
              <tr key={rowKeyOf(line)} className="border-t">
                <RowHeader line={line} canEdit={canEdit} onBillable={onBillable} onRemove={onRemove} />
                <td className="p-1 align-middle">{hourInput(line, day, row, 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t bg-muted/50">
            <tr>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                Day total
              </th>
              <td className={cn('px-3 py-2 text-right tabular-nums', dayTotal > 24 && 'text-destructive')}>
                {formatHoursTotal(dayTotal)}
              </td>
            </tr>
            <tr>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                Week total
              </th>
              <td className="px-3 py-2 text-right font-medium tabular-nums">
                {formatHoursTotal(weekTotal)}{' '}
                <span className="block text-xs font-normal text-muted-foreground">of {week.capacity_hours} h</span>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {details}
    </div>
  );
}
