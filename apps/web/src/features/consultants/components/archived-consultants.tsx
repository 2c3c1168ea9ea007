import { Link } from 'react-router';
import { Archive } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useUrlParams } from '@/lib/use-url-params';
import { useConsultants } from '../api/list-consultants';
import { fullName } from '../lib/labels';
import { RestoreConsultantButton } from './archive-consultant';

/** /consultants?view=archived (consultants.manage): the leavers, searchable, each with Restore. */
export function ArchivedConsultants() {
  const { params, set } = useUrlParams();
  const q = params.get('q')?.trim() || undefined;
  const archived = useConsultants({ archived: 'true', q });
  const items = archived.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <Input
        type="search"
        aria-label="Search archived consultants"
        placeholder="Search archived consultants"
        className="max-w-sm"
        defaultValue={q ?? ''}
        onChange={(event) => set({ q: event.target.value || undefined })}
      />
      {archived.isError ? (
        <ErrorState title="We could not load the archived consultants." onRetry={() => void archived.refetch()} />
      ) : !archived.data ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading archived consultants">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Archive}
          title={q ? 'No archived consultant matches this search' : 'No archived consultants'}
          description="Consultants who left the firm appear here once an admin archives them."
        />
      ) : (
        <ul aria-label="Archived consultants" className="flex flex-col divide-y rounded-xl border">
          {items.map((consultant) => (
            <li key={consultant.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <Link to={`/consultants/${consultant.id}`} className="font-medium hover:underline">
                  {fullName(consultant)}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {consultant.job_title ?? 'No job title'}
                  {consultant.left_on ? ` · left on ${formatDate(consultant.left_on)}` : ''}
                </p>
              </div>
              <RestoreConsultantButton consultant={consultant} />
            </li>
          ))}
        </ul>
      )}
      {archived.hasNextPage ? (
        <Button variant="outline" className="self-start" onClick={() => void archived.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
