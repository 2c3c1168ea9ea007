import { useId, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useDeleteWhitelistEntry } from '../api/delete-whitelist-entry';
import { useWhitelist, WHITELIST_PAGE_SIZE } from '../api/list-whitelist';
import { useUpdateWhitelistEntry } from '../api/update-whitelist-entry';
import { toastFailure } from '../lib/errors';
import { AddWhitelistEntryForm } from './add-whitelist-entry-form';
import { ConfirmDelete } from './confirm-delete';

/** The admin whitelist: emails whose users see the admin toolbar, each active or not. */
export function WhitelistPanel() {
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useWhitelist('', page);
  const update = useUpdateWhitelistEntry();
  const remove = useDeleteWhitelistEntry();

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Admin whitelist
        </h2>
        <p className="text-sm text-muted-foreground">Users whose email is listed and active see the admin toolbar.</p>
      </div>
      {list.isError ? (
        <ErrorState title="We could not load the whitelist." error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-40" aria-label="Loading the whitelist" />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="The whitelist is empty" description="Add an email below." />
      ) : (
        <>
          <ul aria-label="Whitelisted emails" className="divide-y rounded-lg border">
            {list.data.items.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium">{entry.email}</span>
                <span className="text-xs text-muted-foreground">Added {formatDate(entry.created_at)}</span>
                <Badge variant={entry.is_active ? 'success' : 'outline'}>
                  {entry.is_active ? 'Active' : 'Inactive'}
                </Badge>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate(
                      { id: entry.id, is_active: !entry.is_active },
                      {
                        onSuccess: (saved) =>
                          toast.success(`${saved.email} is now ${saved.is_active ? 'active' : 'inactive'}`),
                        onError: toastFailure('Could not change it.'),
                      },
                    )
                  }
                >
                  {entry.is_active ? 'Deactivate' : 'Activate'}
                </Button>
                <ConfirmDelete
                  what={entry.email}
                  onConfirm={() =>
                    remove.mutate(
                      { id: entry.id },
                      {
                        onSuccess: () => toast.success(`${entry.email} removed`),
                        onError: toastFailure('Could not remove it.'),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={WHITELIST_PAGE_SIZE}
            total={list.data.total}
            noun="emails"
            onPageChange={setPage}
          />
        </>
      )}
      <AddWhitelistEntryForm />
    </section>
  );
}
