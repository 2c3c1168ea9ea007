import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { formatHours, parseHours, type TimesheetCell, type TimesheetLine, type TimesheetWeek } from '@praxis/shared';
import { cn } from '@/lib/utils';
import { rangeOf, useGridKeyboard, type GridPosition as Position } from '@/lib/use-grid-keyboard';
import { cellKeyOf, fromTsv, savedCells, toTsv } from '../lib/cells';
import { dayLabel } from '../lib/labels';
import { rowNameOf } from '../lib/row-name';
import { CellNote } from './cell-note';

export interface HourCellsInput {
  week: TimesheetWeek;
  lines: TimesheetLine[];
  /** The days shown as columns, in order: the whole week in the grid, one day in the phone's day view. */
  dates: string[];
  pending: ReadonlyMap<string, TimesheetCell>;
  canEdit: boolean;
  onEdit: (cells: TimesheetCell[]) => void;
}

/** A copy of the map with `key` set to `value`, or without it when `value` is undefined. */
function withEntry(map: ReadonlyMap<string, string>, key: string, value: string | undefined) {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

/**
 * The hour cells of a timesheet as a spreadsheet, for the week grid and the phone's day view alike: arrows move, Tab
 * goes cell to cell, Enter goes down, typing overwrites the cell (its text is selected on focus), Shift+arrows select
 * a range that copies as tab-separated text, and pasting a range fills the cells from the active one. What is typed
 * is saved only when the cell is committed — Enter, Tab, ↑/↓ or leaving it — and Escape restores the value the cell
 * had, so a half-typed number is never sent. `details` is the first error and the active cell's note.
 */
export function useHourCells({ week, lines, dates, pending, canEdit, onEdit }: HourCellsInput) {
  const saved = useMemo(() => savedCells(week.lines), [week.lines]);
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  // What is being typed, read by the handlers of the same event (a commit on Enter, then the blur it causes).
  const textsRef = useRef(texts);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [anchor, setAnchor] = useState<Position | null>(null);
  const editing = useRef(false);
  const inputs = useRef<(HTMLInputElement | null)[][]>([]);

  const valueOf = (line: TimesheetLine, date: string) => {
    const key = cellKeyOf(line, date);
    const waiting = pending.get(key);
    if (waiting)
      return { hours: waiting.hours, note: waiting.note === undefined ? (saved.get(key)?.note ?? null) : waiting.note };
    return saved.get(key) ?? { hours: null, note: null };
  };
  const textOf = (line: TimesheetLine, date: string) =>
    texts.get(cellKeyOf(line, date)) ?? formatHours(valueOf(line, date).hours);

  const setText = (key: string, text: string | undefined) => {
    textsRef.current = withEntry(textsRef.current, key, text);
    setTexts(textsRef.current);
  };
  const setError = (key: string, message: string | undefined) =>
    setErrors((current) => withEntry(current, key, message));

  /** Parses typed text; a valid value is saved, an invalid one is kept and explained. */
  const commitText = (line: TimesheetLine, date: string, text: string) => {
    const key = cellKeyOf(line, date);
    const parsed = parseHours(text);
    if (!parsed.ok) {
      setError(key, parsed.error);
      return null;
    }
    setError(key, undefined);
    return { engagement_id: line.engagement_id, category: line.category, date, hours: parsed.hours } as TimesheetCell;
  };

  const focus = (position: Position) => {
    const input = inputs.current[position.row]?.[position.col];
    input?.focus();
    input?.select();
  };

  /** Saves what was typed in a cell; answers false (and keeps the text, explained) when it is not a number of hours. */
  const commitCell = (row: number, col: number) => {
    const line = lines[row];
    const date = dates[col];
    if (!line || !date) return true;
    const key = cellKeyOf(line, date);
    const text = textsRef.current.get(key);
    editing.current = false;
    if (text === undefined) return true;
    const cell = commitText(line, date, text);
    if (!cell) return false;
    setText(key, undefined);
    if (cell.hours !== valueOf(line, date).hours) onEdit([cell]);
    return true;
  };

  const keyboard = useGridKeyboard({
    size: { rows: lines.length, cols: dates.length },
    mode: 'inputs',
    onMove: (to, event, from) => {
      if (event.shiftKey && event.key.startsWith('Arrow')) setAnchor((current) => current ?? from);
      else setAnchor(null);
      focus(to);
    },
    onCommit: (to, from) => {
      if (commitCell(from.row, from.col) && to) {
        setAnchor(null);
        focus(to);
      }
    },
    onCancel: ({ row, col }) => {
      const line = lines[row];
      const date = dates[col];
      if (!line || !date) return;
      // The restored value is rendered before it is selected, so the next key types over it.
      flushSync(() => {
        setText(cellKeyOf(line, date), undefined);
        setError(cellKeyOf(line, date), undefined);
      });
      editing.current = false;
      inputs.current[row]?.[col]?.select();
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) =>
    keyboard(event, { row, col }, editing.current);

  const selection = anchor ? rangeOf(anchor, active) : rangeOf(active, active);
  const inRange = (row: number, col: number) =>
    anchor !== null &&
    row >= selection.top &&
    row <= selection.bottom &&
    col >= selection.left &&
    col <= selection.right;

  const onCopy = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!anchor) return;
    event.preventDefault();
    const rows = lines
      .slice(selection.top, selection.bottom + 1)
      .map((line) => dates.slice(selection.left, selection.right + 1).map((date) => textOf(line, date)));
    event.clipboardData.setData('text/plain', toTsv(rows));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    if (!canEdit) return;
    const values = fromTsv(event.clipboardData.getData('text/plain'));
    if (values.length === 1 && values[0]?.length === 1) return; // one value: the input takes it as typed text
    event.preventDefault();
    const cells: TimesheetCell[] = [];
    values.forEach((rowValues, r) =>
      rowValues.forEach((text, c) => {
        const line = lines[row + r];
        const date = dates[col + c];
        if (!line || !date) return;
        setText(cellKeyOf(line, date), undefined);
        const cell = commitText(line, date, text);
        if (cell) cells.push(cell);
      }),
    );
    if (cells.length) onEdit(cells);
  };

  /** A day cell's input: typing saves, the keys move, the clipboard copies and pastes ranges. */
  const hourInput = (line: TimesheetLine, date: string, row: number, col: number) => {
    const key = cellKeyOf(line, date);
    const error = errors.get(key);
    const note = valueOf(line, date).note;
    return (
      <input
        ref={(element) => {
          (inputs.current[row] ??= [])[col] = element;
        }}
        aria-label={`${rowNameOf(line)}, ${dayLabel(date)}`}
        aria-invalid={error ? true : undefined}
        title={error ?? note ?? undefined}
        inputMode="decimal"
        autoComplete="off"
        readOnly={!canEdit}
        value={textOf(line, date)}
        onFocus={(event) => {
          setActive({ row, col });
          editing.current = false;
          event.currentTarget.select();
        }}
        onChange={(event) => {
          editing.current = true;
          setText(key, event.target.value);
          // Once a cell shows an error, it is checked again while typing (nothing is saved until it is committed).
          if (errors.has(key)) commitText(line, date, event.target.value);
        }}
        onBlur={() => commitCell(row, col)}
        onKeyDown={(event) => onKeyDown(event, row, col)}
        onCopy={onCopy}
        onPaste={(event) => onPaste(event, row, col)}
        className={cn(
          'h-9 w-full min-w-12 rounded-md border bg-background px-2 text-right tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
          error && 'border-destructive',
          note && 'border-b-primary',
          !canEdit && 'bg-muted/40',
        )}
      />
    );
  };
  const activeLine = lines[active.row];
  const activeDate = dates[active.col];
  const firstError = [...errors.values()][0];
  const details = (
    <>
      {firstError ? (
        <p role="alert" className="text-sm text-destructive">
          {firstError}
        </p>
      ) : null}
      {activeLine && activeDate ? (
        <CellNote
          key={cellKeyOf(activeLine, activeDate)}
          label={`Note for ${rowNameOf(activeLine)} · ${dayLabel(activeDate)}`}
          value={valueOf(activeLine, activeDate)}
          required={activeLine.notes_required && activeLine.billable}
          canEdit={canEdit}
          onSave={(note) => {
            const hours = valueOf(activeLine, activeDate).hours ?? 0;
            onEdit([
              { engagement_id: activeLine.engagement_id, category: activeLine.category, date: activeDate, hours, note },
            ]);
          }}
        />
      ) : null}
    </>
  );
  const hoursOf = (line: TimesheetLine, date: string) => valueOf(line, date).hours;
  return { hoursOf, inRange, hourInput, details };
}
