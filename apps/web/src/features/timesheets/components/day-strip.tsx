import { formatHours, formatHoursTotal, type TimesheetLine, type TimesheetWeek } from '@praxis/shared';
import { cn } from '@/lib/utils';
import { dayLabel, dayOf, weekdayOf } from '../lib/labels';

interface DayStripProps {
  week: TimesheetWeek;
  lines: TimesheetLine[];
  day: string;
  today: string;
  /** Each day's total hours, pending edits included. */
  totals: ReadonlyMap<string, number>;
  onDay: (date: string) => void;
}

/**
 * The week's seven days as buttons, each with its total: the chosen one pressed, today underlined and named, and
 * weekends, holidays and time off in italics as the week grid's headings are (a holiday's name in its title).
 */
export function DayStrip({ week, lines, day, today, totals, onDay }: DayStripProps) {
  const timeOff = (date: string) =>
    lines.some((line) => line.category === 'time_off' && line.entries.some((e) => e.date === date && e.hours > 0));
  return (
    <ul className="grid min-w-0 flex-1 grid-cols-7 gap-0.5">
      {week.days.map(({ date, is_weekend, holiday }) => {
        const isToday = date === today;
        const isOff = timeOff(date);
        const total = totals.get(date) ?? 0;
        const notes = [isToday && 'today', holiday, isOff && 'time off'].filter(Boolean).join(', ');
        return (
          <li key={date} className="min-w-0">
            <button
              type="button"
              aria-pressed={date === day}
              aria-label={`${dayLabel(date)}, ${formatHoursTotal(total)}${notes ? `, ${notes}` : ''}`}
              title={holiday ?? (isOff ? 'Time off' : undefined)}
              onClick={() => onDay(date)}
              className={cn(
                'flex w-full flex-col items-center rounded-md border border-transparent px-0 py-1 text-xs leading-tight outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
                date === day ? 'border-primary bg-primary/10 font-medium' : 'hover:bg-muted',
                (is_weekend || holiday || isOff) && 'italic',
              )}
            >
              <span className={cn(isToday && 'font-semibold underline underline-offset-2')}>{weekdayOf(date)}</span>
              <span>{dayOf(date)}</span>
              <span className={cn('tabular-nums', date !== day && 'text-muted-foreground')}>
                {total ? formatHours(total) : '–'}
              </span>
              {holiday || isOff ? (
                <span aria-hidden className="size-1.5 rounded-full bg-amber-500" />
              ) : (
                <span aria-hidden className="size-1.5" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
