import { useId } from 'react';
import { Link } from 'react-router';
import { Grid3x3 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlParams } from '@/lib/use-url-params';
import { useCatalogue } from '../api/list-catalogue';
import { MATRIX_PAGE_SIZE, useSkillsMatrix } from '../api/get-skills-matrix';
import { RATING_LABELS, fullName } from '../lib/labels';

/** The skills inventory: who holds the products of a category (or one product) at rating ≥ N. */
export function SkillsMatrix() {
  const id = useId();
  const { params, set } = useUrlParams();
  const categories = useCatalogue('platform-categories');
  const categoryId = params.get('category_id') ?? '';
  const products = useCatalogue('platform-products', categoryId || undefined);
  const productId = params.get('product_id') ?? '';
  const rating = Number(params.get('min_rating'));
  const minRating = rating >= 1 && rating <= 5 ? rating : 3;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const matrix = useSkillsMatrix({
    category_id: categoryId || undefined,
    product_id: productId || undefined,
    min_rating: minRating,
    page,
  });

  return (
    <div className="flex flex-col gap-4">
      <div role="search" aria-label="Choose skills" className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-col gap-1.5">
          <Label htmlFor={`${id}-category`} className="text-xs text-muted-foreground">
            Platform category
          </Label>
          <NativeSelect
            id={`${id}-category`}
            value={categoryId}
            onChange={(event) => set({ category_id: event.target.value, product_id: undefined })}
          >
            <option value="">Choose a category</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-48 flex-col gap-1.5">
          <Label htmlFor={`${id}-product`} className="text-xs text-muted-foreground">
            Product
          </Label>
          <NativeSelect
            id={`${id}-product`}
            value={productId}
            disabled={!categoryId}
            onChange={(event) => set({ product_id: event.target.value })}
          >
            <option value="">All products of the category</option>
            {(categoryId ? (products.data ?? []) : []).map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-40 flex-col gap-1.5">
          <Label htmlFor={`${id}-rating`} className="text-xs text-muted-foreground">
            Minimum rating
          </Label>
          <NativeSelect
            id={`${id}-rating`}
            value={String(minRating)}
            onChange={(event) => set({ min_rating: event.target.value })}
          >
            {[1, 2, 3, 4, 5].map((value) => (
              <option key={value} value={value}>
                {value}+ · {RATING_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {!categoryId && !productId ? (
        <EmptyState
          icon={Grid3x3}
          title="Choose a platform category"
          description="The matrix shows who holds each of its products at the minimum rating or above."
        />
      ) : matrix.isError ? (
        <ErrorState
          title="We could not load the skills inventory."
          error={matrix.error}
          onRetry={() => void matrix.refetch()}
        />
      ) : !matrix.data ? (
        <Skeleton className="h-64" aria-label="Loading the skills inventory" />
      ) : matrix.data.items.length === 0 ? (
        <EmptyState
          icon={Grid3x3}
          title={`Nobody holds these products at rating ${minRating} or above`}
          description="Lower the minimum rating or choose another category."
        />
      ) : (
        <>
          <div className="max-h-[calc(100vh-22rem)] overflow-auto rounded-lg border">
            <table className="w-full text-sm">
              <caption className="sr-only">
                Consultants and their ratings per product, at rating {minRating} or above
              </caption>
              <thead className="sticky top-0 z-10 bg-background">
                <tr className="border-b">
                  <th scope="col" className="sticky left-0 bg-background px-3 py-2 text-left font-medium">
                    Consultant
                  </th>
                  {matrix.data.products.map((product) => (
                    <th key={product.id} scope="col" className="px-3 py-2 text-center font-medium whitespace-nowrap">
                      {product.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {matrix.data.items.map((row) => (
                  <tr key={row.consultant_id} className="border-b last:border-0 hover:bg-muted/40">
                    <th scope="row" className="sticky left-0 bg-background px-3 py-2 text-left font-normal">
                      <Link to={`/consultants/${row.consultant_id}`} className="font-medium hover:underline">
                        {fullName(row)}
                      </Link>
                      <span className="block text-xs text-muted-foreground">{row.job_title ?? 'No job title'}</span>
                    </th>
                    {matrix.data.products.map((product) => {
                      const value = row.ratings[product.id];
                      return (
                        <td key={product.id} className="px-3 py-2 text-center tabular-nums">
                          {value ? (
                            <span
                              className="inline-flex min-w-7 justify-center rounded-md bg-primary/10 px-1.5 py-0.5 font-medium"
                              title={RATING_LABELS[value]}
                            >
                              {value}
                            </span>
                          ) : (
                            <span className="text-muted-foreground">
                              –<span className="sr-only">not held at this rating</span>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={MATRIX_PAGE_SIZE}
            total={matrix.data.total}
            noun="consultants"
            onPageChange={(next) => set({ page: String(next) })}
          />
        </>
      )}
    </div>
  );
}
