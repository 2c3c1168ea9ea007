import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useEngagementOptions } from '../api/list-options';

/** Engagement picker with server search: type to narrow, then choose. Holds the engagement id. */
export function EngagementPicker({ name, fixedLabel }: { name: string; fixedLabel?: string | undefined }) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const [q, setQ] = useState('');
  const options = useEngagementOptions(q);
  const items = options.data ?? [];
  const current = typeof field.value === 'string' ? field.value : '';
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="engagement-search" className="text-sm font-medium">
          Search engagements
        </label>
        <Input
          id="engagement-search"
          type="search"
          value={q}
          placeholder="Engagement or client name"
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <Field name={name} label="Engagement" required>
        {(controlProps) => (
          <NativeSelect
            {...controlProps}
            name={field.name}
            ref={field.ref}
            value={current}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <option value="">{options.isPending ? 'Loading…' : 'Choose an engagement'}</option>
            {current && !items.some((item) => item.id === current) ? (
              <option value={current}>{fixedLabel ?? 'Selected engagement'}</option>
            ) : null}
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
                {item.client_name ? ` · ${item.client_name}` : ''}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
