import type { ReactNode } from 'react';
import { createColumnHelper, type ColumnDef, type Table } from '@tanstack/react-table';
import { formatHoursTotal, type TimesheetLine, type TimesheetWeek } from '@praxis/shared';
import { cn } from '@/lib/utils';
import { dayHeading } from '../lib/labels';
import { RowHeader } from './row-header';

/** What the grid's headers, cells and footers read and call each render, passed as the table's meta. */
export interface WeekGridView {
  week: TimesheetWeek;
  canEdit: boolean;
  /** The hours of a day cell, pending edits first. */
  hoursOf: (line: TimesheetLine, date: string) => number | null;
  /** Whether a day cell is in the selected range. */
  inRange: (row: number, col: number) => boolean;
  /** The input of a day cell (its typing, keys, focus and clipboard are the grid's). */
  hourInput: (line: TimesheetLine, date: string, row: number, col: number) => ReactNode;
  onBillable: (line: TimesheetLine, billable: boolean) => void;
  onRemove: (line: TimesheetLine) => void;
}

interface Context {
  table: Table<TimesheetLine>;
  column: { id: string };
}

const viewOf = (table: Table<TimesheetLine>) => table.options.meta as WeekGridView;
/** A day column's index among the days (its id is the date). */
const colOf = ({ table, column }: Context) => viewOf(table).week.days.findIndex((day) => day.date === column.id);
const dayTotalOf = (table: Table<TimesheetLine>, date: string) =>
  table.getRowModel().rows.reduce((sum, row) => sum + (viewOf(table).hoursOf(row.original, date) ?? 0), 0);

// Every column draws its own <th> or <td> (a row header, a day with its holiday, the inputs), so the renderers
// live here, once: flexRender mounts each as a component, and a new function on every render would remount the
// inputs (and lose the focus) at each keystroke.

function DayHeading(context: Context) {
  const day = viewOf(context.table).week.days[colOf(context)];
  if (!day) return null;
  return (
    <th
      scope="col"
      className={cn('px-1 py-2 text-center font-medium', (day.is_weekend || day.holiday) && 'italic')}
      title={day.holiday ?? undefined}
    >
      {dayHeading(day.date)}
      {day.holiday ? <span className="block text-xs font-normal">{day.holiday}</span> : null}
    </th>
  );
}

function DayCell(context: Context & { row: { original: TimesheetLine; index: number } }) {
  const { table, row } = context;
  const col = colOf(context);
  return (
    <td className={cn('p-1', viewOf(table).inRange(row.index, col) && 'bg-primary/10')}>
      {viewOf(table).hourInput(row.original, context.column.id, row.index, col)}
    </td>
  );
}

function DayTotal({ table, column }: Context) {
  const total = dayTotalOf(table, column.id);
  return (
    <td className={cn('px-1 py-2 text-center tabular-nums', total > 24 && 'text-destructive')}>
      {formatHoursTotal(total)}
    </td>
  );
}

function WeekTotal({ table }: Context) {
  const { week } = viewOf(table);
  const total = week.days.map((day) => dayTotalOf(table, day.date)).reduce((sum, hours) => sum + hours, 0);
  return (
    <td className="px-3 py-2 text-right font-medium tabular-nums">
      {formatHoursTotal(total)} <span className="font-normal text-muted-foreground">of {week.capacity_hours} h</span>
    </td>
  );
}

const LineHeading = () => (
  <th scope="col" className="w-64 px-3 py-2 font-medium">
    Engagement or activity
  </th>
);

function LineCell({ table, row }: Context & { row: { original: TimesheetLine } }) {
  const { canEdit, onBillable, onRemove } = viewOf(table);
  return <RowHeader line={row.original} canEdit={canEdit} onBillable={onBillable} onRemove={onRemove} />;
}

const DayTotalHeading = () => (
  <th scope="row" className="px-3 py-2 text-left font-medium">
    Day total
  </th>
);

const TotalHeading = () => (
  <th scope="col" className="px-3 py-2 text-right font-medium">
    Total
  </th>
);

function LineTotal({ table, row }: Context & { row: { original: TimesheetLine } }) {
  const { week, hoursOf } = viewOf(table);
  const total = week.days.reduce((sum, day) => sum + (hoursOf(row.original, day.date) ?? 0), 0);
  return <td className="px-3 text-right tabular-nums">{formatHoursTotal(total)}</td>;
}

const column = createColumnHelper<TimesheetLine>();

/** The week grid's columns: the line (its row header), one per day (id: the date) and the line's total. */
export const weekGridColumns = (dates: string[]): ColumnDef<TimesheetLine>[] => [
  column.display({ id: 'line', header: LineHeading, cell: LineCell, footer: DayTotalHeading }),
  ...dates.map((date) => column.display({ id: date, header: DayHeading, cell: DayCell, footer: DayTotal })),
  column.display({ id: 'total', header: TotalHeading, cell: LineTotal, footer: WeekTotal }),
];
