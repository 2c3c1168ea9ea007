import { useId } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Inbox, MailX, RotateCcw } from 'lucide-react';
import { MAIL_STATUSES, mailOutboxQuerySchema, type MailOutboxItem } from '@praxis/shared';
import { QueryDataTable, csvFields } from '@/components/data-table';
import { ClearFiltersButton, FilterBar, FilterSelect } from '@/components/filter-bar';
import { labelledOptions } from '@/components/labelled-options';
import { ListEmptyState } from '@/components/list-empty-state';
import { ListPage } from '@/components/list-page';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuthConfig } from '@/lib/auth-config';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useListState } from '@/lib/use-list-state';
import { OUTBOX_PAGE_SIZE, useOutbox, useRetryMessage, type OutboxStatus } from '../api/outbox';

const FILTERS = ['status'] as const;

const STATUS: Record<OutboxStatus, { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Queued', variant: 'warning' },
  sending: { label: 'Sending', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};
const STATUS_LABELS = Object.fromEntries(MAIL_STATUSES.map((value) => [value, STATUS[value].label])) as Record<
  OutboxStatus,
  string
>;

function SendAgain({ message }: { message: MailOutboxItem }) {
  const retry = useRetryMessage();
  if (message.status !== 'failed') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(message.id, {
          onSuccess: () => toast.success(`Queued again for ${message.to_address}`),
          onError: (error) => toast.error(error.message || 'Could not queue the message again.'),
        })
      }
    >
      <RotateCcw aria-hidden />
      Send Again
    </Button>
  );
}

const column = createColumnHelper<MailOutboxItem>();
const COLUMNS = [
  column.accessor('to_address', {
    meta: { label: 'To', primary: true, className: 'break-all' },
  }),
  column.accessor('subject', { meta: { label: 'Subject' } }),
  column.accessor('created_at', {
    meta: { label: 'Queued', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  column.accessor('status', {
    meta: {
      label: 'Status',
      csv: csvFields({ status: 'Status', attempts: 'Tries', sent_at: 'Sent', last_error: 'Error' }),
    },
    cell: ({ row: { original: message } }) => (
      <>
        <Badge variant={STATUS[message.status].variant}>{STATUS[message.status].label}</Badge>
        <div className="text-xs text-muted-foreground">
          {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
          {message.sent_at ? ` · sent ${formatDateTime(message.sent_at)}` : ''}
        </div>
        {message.last_error ? <p className="mt-1 text-xs text-destructive">{message.last_error}</p> : null}
      </>
    ),
  }),
  column.display({
    id: 'actions',
    meta: { label: 'Actions', csv: false, className: 'w-0 text-right' },
    cell: ({ row }) => <SendAgain message={row.original} />,
  }),
];

/** Said plainly at the top while the server has no SMTP settings: otherwise an empty outbox looks like a quiet one. */
function MailOffNotice() {
  const config = useAuthConfig();
  if (config.data?.passwordReset !== false) return null;
  return (
    <div role="note" aria-label="E-mail is off" className="flex items-start gap-2 rounded-lg border p-4 text-sm">
      <MailX aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        <span className="font-medium">E-mail is off on this server.</span> Praxis queues and sends no e-mail until
        SMTP_URL and MAIL_FROM are set; meanwhile people see their notifications in the app, and invitation links are
        shared by copying them.
      </p>
    </div>
  );
}

/** /admin-mail (mail.manage): recent e-mail with its status, the error of a failed one, and Send Again. */
export function OutboxPage() {
  const id = useId();
  const list = useListState(mailOutboxQuerySchema, { filterKeys: FILTERS });
  const status = list.query.status;
  const outbox = useOutbox(status, list.page);
  return (
    <ListPage title="E-mail Outbox" description="Recent e-mail, newest first. A failed message can be sent again.">
      <MailOffNotice />
      <FilterBar label="Filter e-mail" active={list.activeFilters}>
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          value={list.raw('status')}
          onChange={(value) => list.setFilter('status', value)}
          options={labelledOptions(MAIL_STATUSES, STATUS_LABELS)}
          all="All"
        />
        {list.hasFilters ? <ClearFiltersButton onClear={list.clear} /> : null}
      </FilterBar>
      <QueryDataTable
        id="mail-outbox"
        caption="E-mail outbox"
        columns={COLUMNS}
        query={outbox}
        rowLabel={(message) => `${message.subject} to ${message.to_address}`}
        errorTitle="We could not load the outbox."
        csv={{ path: '/api/admin/mail/outbox', search: list.query, filename: 'e-mail-outbox.csv' }}
        empty={
          <ListEmptyState
            icon={Inbox}
            filtered={list.hasFilters}
            onClear={list.clear}
            noMatches={{ title: status ? `No ${STATUS[status].label.toLowerCase()} e-mail` : 'No e-mail' }}
            empty={{
              title: 'No e-mail yet',
              description: 'Invitations, notifications, digests and password resets appear here once queued.',
            }}
          />
        }
        pagination={{ pageSize: OUTBOX_PAGE_SIZE, onPageChange: list.setPage, noun: 'messages' }}
      />
    </ListPage>
  );
}
