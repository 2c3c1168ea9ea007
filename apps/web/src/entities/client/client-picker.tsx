import type { Client } from '@praxis/shared';
import { PICKER_PAGE_SIZE, pickerHooks, SearchPicker, type SearchPickerProps } from '@/components/picker';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { clientKeys } from './keys';

const toOption = (client: Pick<Client, 'id' | 'name'>) => ({ id: client.id, label: client.name });

/** Clients by server search (GET /api/clients?q=), by name. */
export const clientPicker = pickerHooks({
  optionsKey: clientKeys.options,
  optionKey: clientKeys.option,
  search: async (q, signal) =>
    (
      await apiFetch<Page<Client>>(`/api/clients${toSearch({ q, sort: 'name', pageSize: PICKER_PAGE_SIZE })}`, {
        signal,
      })
    ).items.map(toOption),
  get: async (id, signal) => toOption(await apiFetch<Client>(`/api/clients/${encodeURIComponent(id)}`, { signal })),
});

type Props = Omit<SearchPickerProps, 'useOptions' | 'useSelected' | 'searchLabel' | 'placeholder'> & {
  placeholder?: string;
};

export function ClientPicker({ placeholder = 'Choose a client', ...props }: Props) {
  return (
    <SearchPicker
      {...props}
      placeholder={placeholder}
      searchLabel="Search clients"
      useOptions={clientPicker.useOptions}
      useSelected={clientPicker.useSelected}
    />
  );
}
