import { useState } from 'react';
import { Inbox, RotateCcw } from 'lucide-react';
import { WEBHOOK_EVENT_LABELS, type Webhook, type WebhookDelivery } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { TitledCard } from '@/components/titled-card';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { DELIVERIES_PAGE_SIZE, useDeliveries } from '../api/list-deliveries';
import { useRedeliver } from '../api/redeliver';

const STATUS: Record<WebhookDelivery['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  succeeded: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

/** What the receiver said: its status and the first 4 kB of its answer, or why there was no answer. */
function Answer({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts === 0) return <span className="text-muted-foreground">Not sent yet</span>;
  const summary = delivery.response_status ? `HTTP ${delivery.response_status}` : 'No answer';
  return (
    <details>
      <summary className="cursor-pointer">
        {summary}
        {delivery.duration_ms !== null ? ` · ${delivery.duration_ms} ms` : ''}
      </summary>
      {delivery.error ? <p className="mt-1 text-sm text-destructive">{delivery.error}</p> : null}
      {delivery.response_body ? (
        <pre className="mt-1 max-h-48 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap break-all">
          {delivery.response_body}
        </pre>
      ) : null}
    </details>
  );
}

/** An endpoint's recent deliveries, newest first, each with its answer and Redeliver. */
export function DeliveriesPanel({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(webhook.id, page);
  const redeliver = useRedeliver();
  const again = (delivery: WebhookDelivery) =>
    redeliver.mutate(
      { webhookId: webhook.id, deliveryId: delivery.id },
      {
        onSuccess: () => toast.success('Queued for delivery again'),
        onError: (error) => toast.error(error.message || 'Could not redeliver.'),
      },
    );
  return (
    <TitledCard title={`Recent deliveries: ${webhook.name}`} description="Updated every 10 seconds while open.">
      <QueryState
        query={deliveries}
        loading={<SkeletonList label="Loading deliveries" className="flex flex-col gap-2" itemClassName="h-10" />}
        errorTitle="We could not load the deliveries."
        empty={
          <EmptyState
            icon={Inbox}
            title="No deliveries yet"
            description="A delivery appears here as soon as one of the chosen events happens."
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Deliveries of {webhook.name}</caption>
                <thead className="text-muted-foreground">
                  <tr>
                    {['Event', 'Created', 'Status', 'Answer'].map((label) => (
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
                  {data.items.map((delivery) => (
                    <tr key={delivery.id} className="border-t align-top" data-testid="webhook-delivery">
                      <td className="p-2">{WEBHOOK_EVENT_LABELS[delivery.event_type]}</td>
                      <td className="p-2 whitespace-nowrap">{formatDateTime(delivery.created_at)}</td>
                      <td className="p-2">
                        <Badge variant={STATUS[delivery.status].variant}>{STATUS[delivery.status].label}</Badge>
                        <div className="text-xs text-muted-foreground">
                          {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'}
                          {delivery.next_attempt_at ? ` · next ${formatDateTime(delivery.next_attempt_at)}` : ''}
                        </div>
                      </td>
                      <td className="p-2">
                        <Answer delivery={delivery} />
                      </td>
                      <td className="p-2 text-right">
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={!webhook.enabled || redeliver.isPending}
                          title={webhook.enabled ? undefined : 'Enable the webhook first'}
                          onClick={() => again(delivery)}
                        >
                          <RotateCcw aria-hidden />
                          Redeliver
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              pageSize={DELIVERIES_PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
              noun="deliveries"
            />
          </div>
        )}
      </QueryState>
    </TitledCard>
  );
}
