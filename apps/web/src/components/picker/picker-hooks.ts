import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { PickerOption } from './search-picker';

/** How many matches a picker lists at once: enough to scan, and typing narrows the rest. */
export const PICKER_PAGE_SIZE = 20;

interface PickerSource {
  /** The key of the matches for a search; under the resource's list key, so a created record refreshes it. */
  optionsKey: (q: string) => QueryKey;
  /** The key of one record's option. */
  optionKey: (id: string) => QueryKey;
  search: (q: string, signal: AbortSignal) => Promise<PickerOption[]>;
  get: (id: string, signal: AbortSignal) => Promise<PickerOption | null>;
  staleTime?: number;
}

/** The two hooks a {@link SearchPicker} takes, for one resource. */
export function pickerHooks(source: PickerSource) {
  const staleTime = source.staleTime ?? 30_000;
  return {
    useOptions: (q: string, enabled: boolean) =>
      useQuery({
        queryKey: source.optionsKey(q),
        queryFn: ({ signal }) => source.search(q, signal),
        enabled,
        staleTime,
        placeholderData: keepPreviousData,
      }),
    useSelected: (id: string | null) =>
      useQuery({
        queryKey: source.optionKey(id ?? ''),
        queryFn: ({ signal }) => (id ? source.get(id, signal) : Promise.resolve(null)),
        enabled: id !== null,
        staleTime,
      }),
  };
}
