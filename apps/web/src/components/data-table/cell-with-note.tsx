import type { ReactNode } from 'react';

interface CellWithNoteProps {
  /** The cell's value: a name or a link to the record. */
  children: ReactNode;
  /** A smaller muted line under it (a job title, the client); left out when empty. */
  note?: ReactNode;
}

/** A table cell of two lines: the value, and a note under it. */
export function CellWithNote({ children, note }: CellWithNoteProps) {
  return (
    <span className="flex min-w-0 flex-col">
      {children}
      {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
    </span>
  );
}
