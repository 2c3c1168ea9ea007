import type { Client } from '@praxis/shared';
import { PICKER_PAGE_SIZE, pickerHooks, SearchPicker } from '@/components/picker';
import type { EntityPickerProps } from '../picker/entity-picker-props';
import { clientKeys } from './keys';
import type { clientsRouter } from '@praxis/api/clients/clients.routes';
import { moduleClient, ok, okJson } from '@/lib/typed-client';

const clientsApi = moduleClient<typeof clientsRouter>().clients;

const toOption = (client: Pick<Client, 'id' | 'name'>) => ({ id: client.id, label: client.name });

/** Clients by server search (GET /api/clients?q=), by name. */
export const clientPicker = pickerHooks({
  optionsKey: clientKeys.options,
  optionKey: clientKeys.option,
  search: async (q, signal) =>
    (
      await okJson(clientsApi.$get({ query: { q, sort: 'name', pageSize: PICKER_PAGE_SIZE } }, { init: { signal } }))
    ).items.map(toOption),
  get: async (id, signal) => toOption(await ok(clientsApi[':id'].$get({ param: { id } }, { init: { signal } }))),
});

export function ClientPicker({ placeholder = 'Choose a client', ...props }: EntityPickerProps) {
  return <SearchPicker {...props} {...clientPicker} placeholder={placeholder} searchLabel="Search clients" />;
}
