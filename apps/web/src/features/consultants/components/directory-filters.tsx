import { useId } from 'react';
import { AVAILABILITY_STATUSES, CONSULTANT_SORTS } from '@praxis/shared';
import { ClearFiltersButton, FilterBar, FilterField, FilterSearch } from '@/components/filter-bar';
import { NamedOptions, ValueOptions } from '@/components/value-options';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/lib/permissions';
import { useDebouncedParam, useUrlParams } from '@/lib/use-url-params';
import { useCatalogue } from '../api/list-catalogue';
import { useJobTitles } from '../api/list-job-titles';
import { AVAILABILITY_LABELS, RATING_LABELS, SORT_LABELS } from '../lib/labels';

export const DIRECTORY_FILTERS = [
  'q',
  'availability',
  'job_title_id',
  'category_id',
  'product_id',
  'min_rating',
  'language_id',
  'location',
  'archived',
] as const;

/** The directory toolbar: server-side search, filters and sort, all kept in the URL. */
export function DirectoryFilters() {
  const id = useId();
  const { params, set } = useUrlParams();
  const [search, setSearch] = useDebouncedParam('q');
  const [location, setLocation] = useDebouncedParam('location');
  const jobTitles = useJobTitles();
  const categories = useCatalogue('platform-categories');
  const categoryId = params.get('category_id') ?? '';
  const products = useCatalogue('platform-products', categoryId || undefined);
  const languages = useCatalogue('languages');
  const canManage = useCan('consultants.manage');
  const hasFilters = DIRECTORY_FILTERS.some((key) => params.has(key));
  const clear = () => set(Object.fromEntries(DIRECTORY_FILTERS.map((key) => [key, undefined])));

  return (
    <FilterBar label="Filter consultants">
      <FilterSearch
        id={`${id}-q`}
        placeholder="Name, email, skill, product, certification or language"
        value={search}
        onChange={setSearch}
      />
      <FilterField id={`${id}-availability`} label="Availability" className="min-w-36">
        <NativeSelect
          id={`${id}-availability`}
          value={params.get('availability') ?? ''}
          onChange={(event) => set({ availability: event.target.value })}
        >
          <option value="">Any availability</option>
          <ValueOptions values={AVAILABILITY_STATUSES} labels={AVAILABILITY_LABELS} />
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-title`} label="Job title" className="min-w-36">
        <NativeSelect
          id={`${id}-title`}
          value={params.get('job_title_id') ?? ''}
          onChange={(event) => set({ job_title_id: event.target.value })}
        >
          <option value="">Any job title</option>
          {(jobTitles.data ?? []).map((title) => (
            <option key={title.id} value={title.id}>
              {title.title}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-category`} label="Platform category" className="min-w-36">
        <NativeSelect
          id={`${id}-category`}
          value={categoryId}
          onChange={(event) => set({ category_id: event.target.value, product_id: undefined })}
        >
          <option value="">Any category</option>
          <NamedOptions items={categories.data ?? []} />
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-product`} label="Product" className="min-w-36">
        <NativeSelect
          id={`${id}-product`}
          value={params.get('product_id') ?? ''}
          disabled={!categoryId}
          onChange={(event) => set({ product_id: event.target.value })}
        >
          <option value="">{categoryId ? 'Any product' : 'Choose a category first'}</option>
          <NamedOptions items={categoryId ? (products.data ?? []) : []} />
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-rating`} label="Minimum rating" className="min-w-36">
        <NativeSelect
          id={`${id}-rating`}
          value={params.get('min_rating') ?? ''}
          onChange={(event) => set({ min_rating: event.target.value })}
        >
          <option value="">Any rating</option>
          {[1, 2, 3, 4, 5].map((rating) => (
            <option key={rating} value={rating}>
              {rating}+ · {RATING_LABELS[rating]}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-language`} label="Language" className="min-w-36">
        <NativeSelect
          id={`${id}-language`}
          value={params.get('language_id') ?? ''}
          onChange={(event) => set({ language_id: event.target.value })}
        >
          <option value="">Any language</option>
          <NamedOptions items={languages.data ?? []} />
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-location`} label="Location" className="min-w-36">
        <Input
          id={`${id}-location`}
          placeholder="City"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </FilterField>
      <FilterField id={`${id}-sort`} label="Sort by" className="min-w-36">
        <NativeSelect
          id={`${id}-sort`}
          value={params.get('sort') ?? 'name'}
          onChange={(event) => set({ sort: event.target.value === 'name' ? undefined : event.target.value })}
        >
          <ValueOptions values={CONSULTANT_SORTS} labels={SORT_LABELS} />
        </NativeSelect>
      </FilterField>
      {canManage ? (
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={params.get('archived') === 'true'}
            onChange={(event) => set({ archived: event.target.checked ? 'true' : undefined })}
          />
          People who left
        </label>
      ) : null}
      {hasFilters ? <ClearFiltersButton onClear={clear} /> : null}
    </FilterBar>
  );
}
