import { useId, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_FORMAT_LABELS, type Webhook, type WebhookWithSecret } from '@praxis/shared';
import { QueryDataTable } from '@/components/data-table';
import { ClearFiltersButton, FilterBar, FilterSearch } from '@/components/filter-bar';
import { ListEmptyState } from '@/components/list-empty-state';
import { ListPage } from '@/components/list-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { useUrlParams } from '@/lib/use-url-params';
import { WEBHOOKS_PAGE_SIZE } from '../api/list-webhooks';
import { useWebhooksList } from '../hooks/use-webhooks-list';
import { DeliveriesPanel } from './deliveries-panel';
import { SecretDialog } from './secret-dialog';
import { WebhookActions } from './webhook-actions';
import { WebhookDialog } from './webhook-dialog';

const column = createColumnHelper<Webhook>();

function columnsOf(actions: {
  onShowDeliveries: (webhook: Webhook) => void;
  onSecret: (w: WebhookWithSecret) => void;
}) {
  return [
    column.accessor('name', {
      meta: { label: 'Name', sort: 'name', primary: true },
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <span className="text-xs break-all text-muted-foreground">{row.original.url}</span>
        </span>
      ),
    }),
    column.accessor('event_types', {
      meta: { label: 'Events' },
      cell: ({ getValue }) =>
        getValue()
          .map((type) => WEBHOOK_EVENT_LABELS[type])
          .join(', '),
    }),
    column.accessor('format', { meta: { label: 'Format' }, cell: ({ getValue }) => WEBHOOK_FORMAT_LABELS[getValue()] }),
    column.accessor('enabled', {
      meta: { label: 'Status' },
      cell: ({ row }) =>
        row.original.enabled ? (
          <Badge variant="success">Enabled</Badge>
        ) : (
          <span className="flex flex-col gap-1">
            <Badge variant="danger">Disabled</Badge>
            {row.original.disabled_reason ? (
              <span className="text-xs text-muted-foreground">{row.original.disabled_reason}</span>
            ) : null}
          </span>
        ),
    }),
    column.accessor('last_delivery_at', {
      meta: { label: 'Last delivery' },
      cell: ({ row }) =>
        row.original.last_delivery_at ? (
          `${formatDateTime(row.original.last_delivery_at)} (${row.original.last_delivery_status ?? ''})`
        ) : (
          <span className="text-muted-foreground">None yet</span>
        ),
    }),
    column.display({
      id: 'actions',
      meta: { label: 'Actions' },
      cell: ({ row }) => <WebhookActions webhook={row.original} {...actions} />,
    }),
  ];
}

/** /admin-webhooks: the endpoints (search, sort, pages, CSV), their secrets once, and each one's recent deliveries. */
export function WebhooksPage() {
  const id = useId();
  const { list, webhooks, search, setSearch } = useWebhooksList();
  const { params, set } = useUrlParams();
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const selectedId = params.get('endpoint');
  const selected = webhooks.data?.items.find((webhook) => webhook.id === selectedId);
  const columns = columnsOf({
    onShowDeliveries: (webhook) => set({ endpoint: webhook.id }),
    onSecret: setSecret,
  });
  const newButton = (
    <WebhookDialog
      onCreated={setSecret}
      trigger={
        <Button>
          <Plus aria-hidden />
          New Webhook
        </Button>
      }
    />
  );
  return (
    <ListPage
      title="Webhooks"
      description="Other systems hear of what happens in Praxis: signed JSON, or a readable Slack / Teams message."
      actions={newButton}
    >
      <FilterBar label="Filter webhooks" active={list.activeFilters}>
        <FilterSearch id={`${id}-q`} placeholder="Name" value={search} onChange={setSearch} />
        {list.hasFilters ? <ClearFiltersButton onClear={list.clear} /> : null}
      </FilterBar>
      <QueryDataTable
        id="webhooks"
        caption="Webhooks"
        columns={columns}
        query={webhooks}
        sort={{ value: list.query.sort, order: list.query.order, onSort: list.setSort }}
        errorTitle="We could not load the webhooks."
        csv={{ path: '/api/webhooks', search: list.query, filename: 'webhooks.csv' }}
        empty={
          <ListEmptyState
            icon={WebhookIcon}
            filtered={list.hasFilters}
            onClear={list.clear}
            noMatches={{ title: 'No webhooks match this search', description: 'Try another name.' }}
            empty={{
              title: 'No webhooks yet',
              description: 'Register an https:// endpoint with New Webhook to send it events as they happen.',
            }}
          />
        }
        pagination={{ pageSize: WEBHOOKS_PAGE_SIZE, onPageChange: list.setPage, noun: 'webhooks' }}
      />
      {selected ? <DeliveriesPanel key={selected.id} webhook={selected} /> : null}
      <SecretDialog secret={secret?.secret ?? null} name={secret?.name ?? ''} onClose={() => setSecret(null)} />
    </ListPage>
  );
}
