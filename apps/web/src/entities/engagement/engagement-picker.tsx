import type { Engagement } from '@praxis/shared';
import { useState } from 'react';
import { PICKER_PAGE_SIZE, pickerHooks, useDebouncedValue } from '@/components/picker';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { EntityPickerProps } from '../picker/entity-picker-props';
import { engagementKeys } from './keys';
import type { engagementsRouter } from '@praxis/api/engagements/engagements.routes';
import { moduleClient, ok, okJson } from '@/lib/typed-client';

const engagementsApi = moduleClient<typeof engagementsRouter>().engagements;

const toOption = (engagement: Pick<Engagement, 'id' | 'name' | 'client'>) => ({
  id: engagement.id,
  label: engagement.name,
  description: engagement.client.name,
});

/** Engagements of every type by server search (GET /api/engagements?q=), the ones the user may see. */
export const engagementPicker = pickerHooks({
  optionsKey: engagementKeys.options,
  optionKey: engagementKeys.option,
  search: async (q, signal) =>
    (
      await okJson(
        engagementsApi.$get(
          { query: { q, sort: 'name', order: 'asc', pageSize: PICKER_PAGE_SIZE } },
          { init: { signal } },
        ),
      )
    ).items.map(toOption),
  get: async (id, signal) => toOption(await ok(engagementsApi[':id'].$get({ param: { id } }, { init: { signal } }))),
});

/**
 * The one engagement picker (a form's field and a dialog's alike): type to search on the server, then choose in the
 * browser's own select, which holds the engagement's id — so the chosen engagement keeps its name even when it is
 * not among the latest matches.
 */
export function EngagementPicker({
  id,
  value,
  onChange,
  placeholder = 'Choose an engagement',
  clearable = true,
  disabled,
  className,
  ...aria
}: EntityPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const options = engagementPicker.useOptions(q, true);
  const current = value ?? '';
  const selected = engagementPicker.useSelected(current || null);
  const items = options.data ?? [];
  const missing = current && !items.some((item) => item.id === current);
  const missingLabel = selected.data?.label ?? (selected.isError ? 'Unknown engagement' : 'Loading…');
  return (
    <div className={cn('grid gap-2 sm:grid-cols-2', className)}>
      <Input
        type="search"
        aria-label="Search engagements"
        placeholder="Search engagements…"
        value={search}
        disabled={disabled}
        onChange={(event) => setSearch(event.target.value)}
      />
      <NativeSelect
        id={id}
        value={current}
        disabled={disabled}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen || null, items.find((item) => item.id === chosen) ?? selected.data ?? null);
        }}
      >
        <option value="" disabled={!clearable && !!current}>
          {options.isPending ? 'Loading…' : placeholder}
        </option>
        {missing ? <option value={current}>{missingLabel}</option> : null}
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
            {item.description ? ` · ${item.description}` : ''}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
