import { CsvExportButton } from '@/components/data-table';
import { useEffect, useRef, useState } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Users } from 'lucide-react';
import { AVAILABILITY_STATUSES, CONSULTANT_SORTS, MESSAGES, type ConsultantListQuery } from '@praxis/shared';
import { ListEmptyState } from '@/components/list-empty-state';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { pickOne, useUrlParams } from '@/lib/use-url-params';
import { useConsultants } from '../api/list-consultants';
import { ConsultantCard } from './consultant-card';
import { DIRECTORY_FILTERS, DirectoryFilters } from './directory-filters';

const ROW_HEIGHT_ESTIMATE = 236;
const GAP = 16;

function columnsFor(width: number) {
  if (width >= 1100) return 3;
  if (width >= 700) return 2;
  return 1;
}

function queryFrom(params: URLSearchParams): ConsultantListQuery {
  const rating = Number(params.get('min_rating'));
  return {
    q: params.get('q')?.trim() || undefined,
    availability: pickOne(AVAILABILITY_STATUSES, params.get('availability')),
    job_title_id: params.get('job_title_id') || undefined,
    category_id: params.get('category_id') || undefined,
    product_id: params.get('product_id') || undefined,
    min_rating: rating >= 1 && rating <= 5 ? rating : undefined,
    language_id: params.get('language_id') || undefined,
    location: params.get('location')?.trim() || undefined,
    sort: pickOne(CONSULTANT_SORTS, params.get('sort')),
    // People who left (archived): the server answers it to those who manage consultants only.
    archived: params.get('archived') === 'true' ? 'true' : undefined,
  };
}

/**
 * The directory: cards in a virtualised grid (only the visible rows are in the DOM), pages fetched from the
 * server as the list scrolls, so 2,000 consultants stay smooth.
 */
export function ConsultantDirectory() {
  const { params, set } = useUrlParams();
  const query = queryFrom(params);
  const consultants = useConsultants(query);
  const items = consultants.data?.pages.flatMap((page) => page.items) ?? [];
  const total = consultants.data?.pages[0]?.total ?? 0;
  const hasFilters = DIRECTORY_FILTERS.some((key) => params.has(key));

  const scrollRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(3);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setColumns(columnsFor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [consultants.isSuccess]);

  const rowCount = Math.ceil(items.length / columns);
  // TanStack Virtual hands back a new instance on every scroll; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE + GAP,
    overscan: 4,
    // Before layout (or where there is none, as in tests) the box measures 0: assume a window-high viewport.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight || 800 }),
      ),
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRow = virtualRows.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = consultants;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRow >= rowCount - 3) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastRow, rowCount]);

  const clear = () => set(Object.fromEntries(DIRECTORY_FILTERS.map((key) => [key, undefined])));

  return (
    <div className="flex flex-col gap-4">
      <DirectoryFilters />
      {consultants.isError ? (
        <ErrorState title={MESSAGES.fetchConsultantsFailed} onRetry={() => void consultants.refetch()} />
      ) : !consultants.data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading consultants">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <ListEmptyState
          icon={Users}
          filtered={hasFilters}
          onClear={clear}
          noMatches={{
            title: 'No consultants match these filters',
            description: 'Try a different search or fewer filters.',
          }}
          empty={{ title: 'No consultants yet', description: 'Consultants appear here once they are added.' }}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total} consultant{total === 1 ? '' : 's'}
            </p>
            <CsvExportButton csv={{ path: '/api/consultants', search: query, filename: 'consultants.csv' }} />
          </div>
          <div
            ref={scrollRef}
            className="h-[calc(100vh-20rem)] min-h-[28rem] overflow-y-auto rounded-lg"
            data-testid="consultant-directory"
          >
            <ul aria-label="Consultants" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
              {virtualRows.map((row) => (
                <li
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 grid w-full gap-4"
                  style={{
                    transform: `translateY(${row.start}px)`,
                    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                    paddingBottom: GAP,
                  }}
                >
                  {items.slice(row.index * columns, row.index * columns + columns).map((consultant) => (
                    <ConsultantCard key={consultant.id} consultant={consultant} />
                  ))}
                </li>
              ))}
            </ul>
            {isFetchingNextPage ? (
              <p className="py-2 text-center text-sm text-muted-foreground">Loading more consultants…</p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
