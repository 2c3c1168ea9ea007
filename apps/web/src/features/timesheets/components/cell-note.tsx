import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface CellNoteProps {
  label: string;
  value: { hours: number | null; note: string | null };
  required: boolean;
  canEdit: boolean;
  onSave: (note: string | null) => void;
}

/** The note of the active cell, saved with it when the field is left or Enter is pressed. */
export function CellNote({ label, value, required, canEdit, onSave }: CellNoteProps) {
  const [text, setText] = useState(value.note ?? '');
  const save = () => {
    const note = text.trim() || null;
    if (note !== (value.note ?? null)) onSave(note);
  };
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-xl">
      <Label htmlFor="timesheet-cell-note">
        {label}
        {required ? <span className="text-muted-foreground"> (required on this engagement)</span> : null}
      </Label>
      <Input
        id="timesheet-cell-note"
        value={text}
        maxLength={2000}
        readOnly={!canEdit}
        placeholder={canEdit ? 'What was done (optional unless required)' : ''}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
      />
    </div>
  );
}
