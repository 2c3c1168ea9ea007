import { useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Notification } from '@praxis/shared';
import { BellOff, CheckCheck, Inbox } from 'lucide-react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { QueryDataTable, csvFields } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { RevealWhenLoaded } from '@/components/reveal-when-loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import type { NotificationFilter } from '../api/keys';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationActions, NotificationSummary } from './notification-item';

const column = createColumnHelper<Notification>();
const COLUMNS = [
  column.accessor('title', {
    meta: {
      label: 'Notification',
      primary: true,
      csv: csvFields({ title: 'Title', body: 'Text', created_at: 'Received', read_at: 'Read' }),
    },
    cell: ({ row }) => <NotificationSummary notification={row.original} />,
  }),
  column.display({
    id: 'actions',
    meta: { label: 'Actions', csv: false, className: 'w-0 text-right' },
    cell: ({ row }) => <NotificationActions notification={row.original} />,
  }),
];

const FILTERS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

function readParams(params: URLSearchParams): { filter: NotificationFilter; page: number } {
  const filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { filter, page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** /notifications: the signed-in user's own notifications (the API serves nobody else's). */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const { filter, page } = readParams(params);
  const notifications = useNotifications(filter, page);
  const { data: unread = 0 } = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();

  const setView = (next: { filter?: NotificationFilter; page?: number }) => {
    const nextParams = new URLSearchParams(params);
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter === 'all') nextParams.delete('filter');
    else nextParams.set('filter', nextFilter);
    if (nextPage === 1) nextParams.delete('page');
    else nextParams.set('page', String(nextPage));
    setParams(nextParams);
  };

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ updated }) =>
        toast.success(updated === 1 ? '1 notification marked read' : `${updated} notifications marked read`),
      onError: () => toast.error('Failed to mark notifications read. Please try again.'),
    });

  // The unread count sets the header's text, which wraps differently on a phone: the page shows once both are in.
  return (
    <RevealWhenLoaded skeleton={<NotificationsSkeleton />}>
      <ListPage
        width="3xl"
        title="Notifications"
        description={unread === 0 ? 'You have no unread notifications.' : `You have ${unread} unread.`}
        actions={
          <Button onClick={markAllRead} disabled={unread === 0 || markAll.isPending}>
            <CheckCheck aria-hidden />
            {markAll.isPending ? 'Marking...' : 'Mark all read'}
          </Button>
        }
      >
        <div role="group" aria-label="Show" className="inline-flex w-fit rounded-md border p-0.5">
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setView({ filter: option.value })}
              className={cn(
                'rounded-sm px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
                filter === option.value && 'bg-secondary text-secondary-foreground',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <QueryDataTable
          id="notifications"
          caption={filter === 'unread' ? 'Unread notifications' : 'All notifications'}
          columns={COLUMNS}
          query={notifications}
          rowLabel={(notification) => notification.title}
          errorTitle="We could not load your notifications."
          csv={{ path: '/api/notifications', search: { filter }, filename: 'notifications.csv' }}
          empty={
            filter === 'unread' ? (
              <EmptyState
                icon={Inbox}
                title="You're all caught up"
                description="There are no unread notifications."
                action={
                  <Button variant="outline" size="sm" onClick={() => setView({ filter: 'all' })}>
                    Show all notifications
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={BellOff}
                title="No notifications yet"
                description="When something needs your attention — a request, an assignment, a bug report — it appears here."
              />
            )
          }
          pagination={{
            page,
            pageSize: NOTIFICATIONS_PAGE_SIZE,
            noun: 'notifications',
            onPageChange: (next) => setView({ page: next }),
          }}
        />
      </ListPage>
    </RevealWhenLoaded>
  );
}

function NotificationsSkeleton() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6" aria-busy="true" aria-label="Loading your notifications">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
