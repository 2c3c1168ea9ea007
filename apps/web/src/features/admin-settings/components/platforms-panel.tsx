import { useId } from 'react';
import { NamedOptions } from '@/components/value-options';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useUrlParams } from '@/lib/use-url-params';
import { useCatalogue } from '../api/list-catalogue';
import { CataloguePanel } from './catalogue-panel';

/** Platform categories, and the products of the category chosen (kept in the URL). */
export function PlatformsPanel() {
  const id = useId();
  const { params, set } = useUrlParams();
  const categories = useCatalogue('platform-categories');
  const chosen = params.get('category');
  const categoryId =
    categories.data?.items.find((category) => category.id === chosen)?.id ?? categories.data?.items[0]?.id;
  const categoryName = categories.data?.items.find((category) => category.id === categoryId)?.name;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <CataloguePanel kind="platform-categories" />
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-category`}>Products of</Label>
          <NativeSelect
            id={`${id}-category`}
            value={categoryId ?? ''}
            onChange={(event) => set({ category: event.target.value }, { replace: true })}
          >
            <NamedOptions items={categories.data?.items ?? []} />
          </NativeSelect>
        </div>
        {categoryId ? (
          <CataloguePanel
            key={categoryId}
            kind="platform-products"
            categoryId={categoryId}
            title={`Products of ${categoryName ?? 'the category'}`}
          />
        ) : null}
      </div>
    </div>
  );
}
