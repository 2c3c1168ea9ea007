import type { Engagement } from '@praxis/shared';
import { PICKER_PAGE_SIZE, pickerHooks, SearchPicker } from '@/components/picker';
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

export function EngagementPicker({ placeholder = 'Choose an engagement', ...props }: EntityPickerProps) {
  return <SearchPicker {...props} {...engagementPicker} placeholder={placeholder} searchLabel="Search engagements" />;
}
