import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Grid3x3 } from 'lucide-react';
import type { SkillsMatrix as SkillsMatrixData } from '@praxis/shared';
import { FilterBar } from '@/components/filter-bar';
import { NamedOptions } from '@/components/value-options';
import { EmptyState } from '@/components/empty-state';
import { CellWithNote, DataTable, csvFields, queryError } from '@/components/data-table';
import { QueryPagination } from '@/components/query-pagination';
import { useUrlParams } from '@/lib/use-url-params';
import { useCatalogue } from '../api/list-catalogue';
import { MATRIX_PAGE_SIZE, useSkillsMatrix } from '../api/get-skills-matrix';
import { RATING_LABELS, fullName } from '../lib/labels';
import { ParamSelect } from './param-select';
import { RatingOptions } from './rating-options';

type Row = SkillsMatrixData['items'][number];
const column = createColumnHelper<Row>();

/** Consultant (and job title), then one column per product: the rating, or a dash where it is not held at N. */
function matrixColumns(products: SkillsMatrixData['products']) {
  return [
    column.accessor(fullName, {
      id: 'consultant',
      meta: {
        label: 'Consultant',
        primary: true,
        className: 'whitespace-nowrap',
        csv: csvFields({ consultant: 'Consultant', job_title: 'Job title' }),
      },
      cell: ({ row: { original: row } }) => (
        <CellWithNote note={row.job_title ?? 'No job title'}>
          <Link to={`/consultants/${row.consultant_id}`} className="font-medium hover:underline">
            {fullName(row)}
          </Link>
        </CellWithNote>
      ),
    }),
    ...products.map((product) =>
      column.display({
        id: `product_${product.id}`,
        meta: { label: product.name, className: 'text-center tabular-nums whitespace-nowrap' },
        cell: ({ row: { original: row } }) => {
          const value = row.ratings[product.id];
          return value ? (
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
          );
        },
      }),
    ),
  ];
}

/** The skills inventory: who holds the products of a category (or one product) at rating ≥ N. */
export function SkillsMatrix() {
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
  const shownProducts = matrix.data?.products;
  const columns = useMemo(() => matrixColumns(shownProducts ?? []), [shownProducts]);

  return (
    <div className="flex flex-col gap-4">
      <FilterBar label="Choose skills" collapse={false}>
        <ParamSelect
          param="category_id"
          label="Platform category"
          any="Choose a category"
          alsoClears={['product_id']}
          className="min-w-48"
        >
          <NamedOptions items={categories.data ?? []} />
        </ParamSelect>
        <ParamSelect
          param="product_id"
          label="Product"
          any="All products of the category"
          disabled={!categoryId}
          className="min-w-48"
        >
          <NamedOptions items={categoryId ? (products.data ?? []) : []} />
        </ParamSelect>
        <ParamSelect param="min_rating" label="Minimum rating" value={String(minRating)} className="min-w-40">
          <RatingOptions atLeast />
        </ParamSelect>
      </FilterBar>
      {!categoryId && !productId ? (
        <EmptyState
          icon={Grid3x3}
          title="Choose a platform category"
          description="The matrix shows who holds each of its products at the minimum rating or above."
        />
      ) : (
        <DataTable
          id="skills-matrix"
          caption={`Consultants and their ratings per product, at rating ${minRating} or above`}
          columns={columns}
          rows={matrix.data?.items}
          getRowId={(row) => row.consultant_id}
          rowLabel={fullName}
          error={queryError(matrix, 'We could not load the skills inventory.')}
          csv={{
            path: '/api/consultants/skills-matrix',
            search: { category_id: categoryId || undefined, product_id: productId || undefined, min_rating: minRating },
            filename: 'skills-inventory.csv',
          }}
          empty={
            <EmptyState
              icon={Grid3x3}
              title={`Nobody holds these products at rating ${minRating} or above`}
              description="Lower the minimum rating or choose another category."
            />
          }
          footer={
            <QueryPagination
              query={matrix}
              page={page}
              pageSize={MATRIX_PAGE_SIZE}
              noun="consultants"
              onPageChange={(next) => set({ page: String(next) })}
            />
          }
        />
      )}
    </div>
  );
}
