import { useState } from 'react';
import { TIMESHEET_CATEGORIES, TIMESHEET_CATEGORY_LABELS, type TimesheetCategory } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';

const INTERNAL = TIMESHEET_CATEGORIES.filter((category) => category !== 'engagement');

/** Adds an internal row (admin, training, sales, time off); engagement rows come from the assignments. */
export function AddRow({ present, onAdd }: { present: Set<string>; onAdd: (category: TimesheetCategory) => void }) {
  const available = INTERNAL.filter((category) => !present.has(category));
  const [choice, setChoice] = useState<string>('');
  if (available.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="timesheet-add-row" className="text-sm">
        Add a row
      </label>
      <NativeSelect
        id="timesheet-add-row"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        className="w-40"
      >
        <option value="">Choose…</option>
        <ValueOptions values={available} labels={TIMESHEET_CATEGORY_LABELS} />
      </NativeSelect>
      <Button
        variant="outline"
        disabled={!choice}
        onClick={() => {
          onAdd(choice as TimesheetCategory);
          setChoice('');
        }}
      >
        Add
      </Button>
    </div>
  );
}
