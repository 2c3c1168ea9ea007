import { useId } from 'react';
import { X } from 'lucide-react';
import { AVAILABILITY_STATUSES, CONSULTANT_SORTS } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/lib/permissions';
import { useDebouncedParam, useUrlParams } from '@/lib/use-url-params';
import { useCatalogue } from '../api/list-catalogue';
import { useJobTitles } from '../api/list-job-titles';
import { AVAILABILITY_LABELS, RATING_LABELS, SORT_LABELS } from '../lib/labels';
import { SearchInput } from '@/components/search-input';

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

function Field({
  id,
  label,
  children,
  wide = false,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'flex min-w-56 flex-1 flex-col gap-1.5' : 'flex min-w-36 flex-col gap-1.5'}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

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
    <div role="search" aria-label="Filter consultants" className="flex flex-wrap items-end gap-3">
      <Field id={`${id}-q`} label="Search" wide>
        <SearchInput
          id={`${id}-q`}
          placeholder="Name, email, skill, product, certification or language"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <Field id={`${id}-availability`} label="Availability">
        <NativeSelect
          id={`${id}-availability`}
          value={params.get('availability') ?? ''}
          onChange={(event) => set({ availability: event.target.value })}
        >
          <option value="">Any availability</option>
          {AVAILABILITY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {AVAILABILITY_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-title`} label="Job title">
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
      </Field>
      <Field id={`${id}-category`} label="Platform category">
        <NativeSelect
          id={`${id}-category`}
          value={categoryId}
          onChange={(event) => set({ category_id: event.target.value, product_id: undefined })}
        >
          <option value="">Any category</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-product`} label="Product">
        <NativeSelect
          id={`${id}-product`}
          value={params.get('product_id') ?? ''}
          disabled={!categoryId}
          onChange={(event) => set({ product_id: event.target.value })}
        >
          <option value="">{categoryId ? 'Any product' : 'Choose a category first'}</option>
          {(categoryId ? (products.data ?? []) : []).map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-rating`} label="Minimum rating">
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
      </Field>
      <Field id={`${id}-language`} label="Language">
        <NativeSelect
          id={`${id}-language`}
          value={params.get('language_id') ?? ''}
          onChange={(event) => set({ language_id: event.target.value })}
        >
          <option value="">Any language</option>
          {(languages.data ?? []).map((language) => (
            <option key={language.id} value={language.id}>
              {language.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-location`} label="Location">
        <Input
          id={`${id}-location`}
          placeholder="City"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </Field>
      <Field id={`${id}-sort`} label="Sort by">
        <NativeSelect
          id={`${id}-sort`}
          value={params.get('sort') ?? 'name'}
          onChange={(event) => set({ sort: event.target.value === 'name' ? undefined : event.target.value })}
        >
          {CONSULTANT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </Field>
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
      {hasFilters ? (
        <Button variant="ghost" onClick={clear}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
