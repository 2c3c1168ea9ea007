import { Fragment, useMemo } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type HeaderGroup } from '@tanstack/react-table';
import type { TimesheetCell, TimesheetLine, TimesheetWeek } from '@praxis/shared';
import { rowKeyOf } from '../lib/cells';
import { useHourCells } from './use-hour-cells';
import { weekGridColumns, type WeekGridView } from './week-grid-columns';

export interface WeekGridProps {
  week: TimesheetWeek;
  lines: TimesheetLine[];
  pending: ReadonlyMap<string, TimesheetCell>;
  canEdit: boolean;
  onEdit: (cells: TimesheetCell[]) => void;
  onBillable: (line: TimesheetLine, billable: boolean) => void;
  onRemove: (line: TimesheetLine) => void;
}

/** The header or footer rows: each column's renderer writes its own `<th>` or `<td>`. */
function GroupRows({ groups, part }: { groups: HeaderGroup<TimesheetLine>[]; part: 'header' | 'footer' }) {
  return groups.map((group) => (
    <tr key={group.id}>
      {group.headers.map((header) => (
        <Fragment key={header.id}>{flexRender(header.column.columnDef[part], header.getContext())}</Fragment>
      ))}
    </tr>
  ));
}

/** The week as a spreadsheet: a row per line, a column per day (the cells are `useHourCells`'). */
export function WeekGrid({ week, lines, pending, canEdit, onEdit, onBillable, onRemove }: WeekGridProps) {
  const dates = week.days.map((day) => day.date);
  const { hoursOf, inRange, hourInput, details } = useHourCells({ week, lines, dates, pending, canEdit, onEdit });
  const view: WeekGridView = {
    week,
    canEdit,
    hoursOf,
    inRange,
    hourInput,
    onBillable,
    onRemove,
  };
  const columns = useMemo(() => weekGridColumns(week.days.map((day) => day.date)), [week.days]);
  // TanStack Table's instance is read during render on purpose (edits re-render the grid); the cells read the
  // grid's values and handlers from its meta.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: lines,
    columns,
    getRowId: rowKeyOf,
    getCoreRowModel: getCoreRowModel(),
    meta: view,
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[760px] border-collapse text-sm" aria-label={`Hours for ${week.iso_week}`}>
          <thead className="bg-muted text-left">
            <GroupRows groups={table.getHeaderGroups()} part="header" />
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t">
                {row.getVisibleCells().map((cell) => (
                  <Fragment key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Fragment>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t bg-muted/50">
            <GroupRows groups={table.getFooterGroups()} part="footer" />
          </tfoot>
        </table>
      </div>
      {details}
    </div>
  );
}
