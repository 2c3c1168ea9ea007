import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { CheckboxField, DateField, SelectField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import type { StatusFormValues } from '../lib/form-values';

const KINDS = [
  { value: 'risk', label: 'Risk' },
  { value: 'issue', label: 'Issue' },
];

/** Risks and issues, each with an owner from the team and a due date. */
export function RisksFieldset({ team }: { team: { id: string; name: string }[] }) {
  const { control } = useFormContext<StatusFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'risks' });
  const owners = team.map((member) => ({ value: member.id, label: member.name }));
  return (
    // Laid out by the room the form has (half the page beside the history on a wide screen), not by the screen.
    <fieldset className="@container space-y-2">
      <legend className="text-sm font-medium">Risks and issues</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No open risks or issues.</p> : null}
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid gap-2 rounded-md border p-3 *:min-w-0 @lg:grid-cols-2 @4xl:grid-cols-[8rem_minmax(0,1fr)_12rem_10rem_auto]"
        >
          <SelectField name={`risks.${index}.kind`} label="Kind" options={KINDS} />
          <TextField name={`risks.${index}.title`} label="Description" required />
          <SelectField name={`risks.${index}.owner_id`} label="Owner" options={owners} placeholder="No owner" />
          <DateField name={`risks.${index}.due_date`} label="Due" />
          <div className="flex items-end gap-2">
            <CheckboxField name={`risks.${index}.resolved`} label="Resolved" />
            <Button type="button" variant="ghost" size="icon" onClick={() => remove(index)} aria-label="Remove">
              <Trash2 aria-hidden />
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append({ kind: 'risk', title: '', owner_id: '', due_date: '', resolved: false })}
      >
        <Plus aria-hidden /> Add a risk or issue
      </Button>
    </fieldset>
  );
}
