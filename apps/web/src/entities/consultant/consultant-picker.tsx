import type { Consultant } from '@praxis/shared';
import { PICKER_PAGE_SIZE, pickerHooks, SearchPicker, type SearchPickerProps } from '@/components/picker';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { consultantKeys } from './keys';

const toOption = (consultant: Pick<Consultant, 'id' | 'first_name' | 'last_name' | 'job_title'>) => ({
  id: consultant.id,
  label: `${consultant.first_name} ${consultant.last_name}`.trim(),
  description: consultant.job_title,
});

/** Consultants by server search (GET /api/consultants?q=), any of them, not the first page only. */
export const consultantPicker = pickerHooks({
  optionsKey: consultantKeys.options,
  optionKey: consultantKeys.option,
  search: async (q, signal) =>
    (
      await apiFetch<Page<Consultant>>(`/api/consultants${toSearch({ q, pageSize: PICKER_PAGE_SIZE })}`, { signal })
    ).items.map(toOption),
  get: async (id, signal) =>
    toOption(await apiFetch<Consultant>(`/api/consultants/${encodeURIComponent(id)}`, { signal })),
});

type Props = Omit<SearchPickerProps, 'useOptions' | 'useSelected' | 'searchLabel' | 'placeholder'> & {
  placeholder?: string;
};

export function ConsultantPicker({ placeholder = 'Choose a consultant', ...props }: Props) {
  return (
    <SearchPicker
      {...props}
      placeholder={placeholder}
      searchLabel="Search consultants"
      useOptions={consultantPicker.useOptions}
      useSelected={consultantPicker.useSelected}
    />
  );
}
