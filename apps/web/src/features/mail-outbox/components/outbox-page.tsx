import { useId, useState } from 'react';
import { Inbox, RotateCcw } from 'lucide-react';
import { MAIL_STATUSES, type MailOutboxItem } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { OUTBOX_PAGE_SIZE, useOutbox, useRetryMessage, type OutboxStatus } from '../api/outbox';

const STATUS: Record<OutboxStatus, { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Queued', variant: 'warning' },
  sending: { label: 'Sending', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

/** /admin-mail (mail.manage): recent e-mail with its status, the error of a failed one, and Send Again. */
export function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const outbox = useOutbox(status, page);
  const retry = useRetryMessage();
  const filterId = useId();
  const again = (message: MailOutboxItem) =>
    retry.mutate(message.id, {
      onSuccess: () => toast.success(`Queued again for ${message.to_address}`),
      onError: (error) => toast.error(error.message || 'Could not queue the message again.'),
    });
  return (
    <ListPage title="E-mail Outbox" description="Recent e-mail, newest first. A failed message can be sent again.">
      <div className="flex items-center gap-2">
        <Label htmlFor={filterId}>Status</Label>
        <select
          id={filterId}
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as OutboxStatus | undefined);
            setPage(1);
          }}
        >
          <option value="">All</option>
          {MAIL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS[value].label}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={outbox}
        loading={<SkeletonList label="Loading e-mail" className="flex flex-col gap-2" itemClassName="h-10" />}
        errorTitle="We could not load the outbox."
        empty={
          <EmptyState
            icon={Inbox}
            title={status ? `No ${STATUS[status].label.toLowerCase()} e-mail` : 'No e-mail yet'}
            description="Invitations, notifications, digests and password resets appear here once queued."
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">E-mail outbox</caption>
                <thead className="text-muted-foreground">
                  <tr>
                    {['To', 'Subject', 'Queued', 'Status'].map((label) => (
                      <th key={label} scope="col" className="p-2 font-medium">
                        {label}
                      </th>
                    ))}
                    <th scope="col" className="p-2 font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((message) => (
                    <tr key={message.id} className="border-t align-top" data-testid="outbox-message">
                      <td className="p-2 break-all">{message.to_address}</td>
                      <td className="p-2">{message.subject}</td>
                      <td className="p-2 whitespace-nowrap">{formatDateTime(message.created_at)}</td>
                      <td className="p-2">
                        <Badge variant={STATUS[message.status].variant}>{STATUS[message.status].label}</Badge>
                        <div className="text-xs text-muted-foreground">
                          {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
                          {message.sent_at ? ` · sent ${formatDateTime(message.sent_at)}` : ''}
                        </div>
                        {message.last_error ? (
                          <p className="mt-1 text-xs text-destructive">{message.last_error}</p>
                        ) : null}
                      </td>
                      <td className="p-2 text-right">
                        {message.status === 'failed' ? (
                          <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => again(message)}>
                            <RotateCcw aria-hidden />
                            Send Again
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              pageSize={OUTBOX_PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
              noun="messages"
            />
          </div>
        )}
      </QueryState>
    </ListPage>
  );
}
