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
import { AVAILABILITY_LABELS, SORT_LABELS } from '../lib/labels';
import { ParamSelect } from './param-select';
import { RatingOptions } from './rating-options';

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
    <FilterBar label="Filter consultants" active={DIRECTORY_FILTERS.filter((key) => params.has(key)).length}>
      <FilterSearch
        id={`${id}-q`}
        placeholder="Name, email, skill, product, certification or language"
        value={search}
        onChange={setSearch}
      />
      <ParamSelect param="availability" label="Availability" any="Any availability">
        <ValueOptions values={AVAILABILITY_STATUSES} labels={AVAILABILITY_LABELS} />
      </ParamSelect>
      <ParamSelect param="job_title_id" label="Job title" any="Any job title">
        {(jobTitles.data ?? []).map((title) => (
          <option key={title.id} value={title.id}>
            {title.title}
          </option>
        ))}
      </ParamSelect>
      <ParamSelect param="category_id" label="Platform category" any="Any category" alsoClears={['product_id']}>
        <NamedOptions items={categories.data ?? []} />
      </ParamSelect>
      <ParamSelect
        param="product_id"
        label="Product"
        any={categoryId ? 'Any product' : 'Choose a category first'}
        disabled={!categoryId}
      >
        <NamedOptions items={categoryId ? (products.data ?? []) : []} />
      </ParamSelect>
      <ParamSelect param="min_rating" label="Minimum rating" any="Any rating">
        <RatingOptions atLeast />
      </ParamSelect>
      <ParamSelect param="language_id" label="Language" any="Any language">
        <NamedOptions items={languages.data ?? []} />
      </ParamSelect>
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
