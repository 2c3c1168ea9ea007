import type { Consultant, ConsultantCard } from '@praxis/shared';
import { PICKER_PAGE_SIZE, pickerHooks, SearchPicker } from '@/components/picker';
import type { EntityPickerProps } from '../picker/entity-picker-props';
import { AVAILABILITY_LABELS } from './availability-chip';
import { consultantKeys } from './keys';
import type { consultantsRouter } from '@praxis/api/consultants/consultants.routes';
import { moduleClient, ok, okJson } from '@/lib/typed-client';

const consultantsApi = moduleClient<typeof consultantsRouter>().consultants;

type PickerConsultant = Pick<Consultant, 'id' | 'first_name' | 'last_name' | 'job_title'> &
  Partial<Pick<ConsultantCard, 'availability_status' | 'top_skills'>>;

/** Name, then what a staffer chooses by: job title, availability and the top two skills (docs/product.md §11.2). */
const toOption = (consultant: PickerConsultant) => ({
  id: consultant.id,
  label: `${consultant.first_name} ${consultant.last_name}`.trim(),
  description:
    [
      consultant.job_title,
      consultant.availability_status ? AVAILABILITY_LABELS[consultant.availability_status] : null,
      ...(consultant.top_skills ?? []).slice(0, 2).map((skill) => skill.product ?? skill.category),
    ]
      .filter(Boolean)
      .join(' · ') || null,
});

/** Consultants by server search (GET /api/consultants?q=), any of them, not the first page only. */
export const consultantPicker = pickerHooks({
  optionsKey: consultantKeys.options,
  optionKey: consultantKeys.option,
  search: async (q, signal) =>
    (await okJson(consultantsApi.$get({ query: { q, pageSize: PICKER_PAGE_SIZE } }, { init: { signal } }))).items.map(
      toOption,
    ),
  get: async (id, signal) => toOption(await ok(consultantsApi[':id'].$get({ param: { id } }, { init: { signal } }))),
});

export function ConsultantPicker({ placeholder = 'Choose a consultant', ...props }: EntityPickerProps) {
  return <SearchPicker {...props} {...consultantPicker} placeholder={placeholder} searchLabel="Search consultants" />;
}
