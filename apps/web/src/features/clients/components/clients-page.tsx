import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Building2 } from 'lucide-react';
import { CLIENT_STATUSES, clientListQuerySchema, type Client } from '@praxis/shared';
import { QueryDataTable } from '@/components/data-table';
import { ClearFiltersButton, FilterBar, FilterField, FilterSearch, FilterSelect } from '@/components/filter-bar';
import { labelledOptions } from '@/components/labelled-options';
import { ListEmptyState } from '@/components/list-empty-state';
import { ListPage } from '@/components/list-page';
import { CLIENT_STATUS_LABELS, ClientStatusChip } from '@/entities/client';
import { ConsultantPicker } from '@/entities/consultant';
import { useListState } from '@/lib/use-list-state';
import { useDebouncedParam } from '@/lib/use-url-params';
import { CLIENTS_PAGE_SIZE, useClients } from '../api/list-clients';
import { ClientLogo } from './client-logo';

const FILTERS = ['q', 'status', 'account_owner_id'] as const;

const column = createColumnHelper<Client>();
const COLUMNS = [
  column.accessor('name', {
    meta: { label: 'Client', sort: 'name', primary: true },
    cell: ({ row }) => (
      <span className="inline-flex min-w-0 items-center gap-3">
        <ClientLogo name={row.original.name} url={row.original.logo_url} />
        <Link to={`/clients/${row.original.id}`} className="truncate hover:underline">
          {row.original.name}
        </Link>
      </span>
    ),
  }),
  column.accessor('industry', {
    meta: { label: 'Industry' },
    cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">Not set</span>,
  }),
  column.accessor('status', {
    meta: { label: 'Status', sort: 'status' },
    cell: ({ getValue }) => <ClientStatusChip status={getValue()} />,
  }),
  column.accessor('active_engagement_count', {
    meta: { label: 'Active engagements', sort: 'active_engagements', className: 'text-right tabular-nums' },
  }),
  column.accessor('account_owner_name', {
    meta: { label: 'Account owner' },
    cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">Unassigned</span>,
  }),
];

/** /clients: search, status and account owner filters and sort, all in the URL; the list on the data-table kit. */
export function ClientsPage() {
  const id = useId();
  const navigate = useNavigate();
  const list = useListState(clientListQuerySchema, { filterKeys: FILTERS });
  const clients = useClients({ ...list.query, page: list.page });
  // Written 300 ms after typing stops, through the newest URL setter (a filter chosen meanwhile is kept).
  const [search, setSearch] = useDebouncedParam('q');

  return (
    <ListPage
      title="Clients"
      description="Who the firm works for, their contacts and engagements."
      create={{ to: '/clients/new', permission: 'clients.manage', label: 'New Client' }}
    >
      <FilterBar label="Filter clients" active={list.activeFilters}>
        <FilterSearch id={`${id}-q`} placeholder="Client name or industry" value={search} onChange={setSearch} />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          value={list.raw('status')}
          onChange={(value) => list.setFilter('status', value)}
          options={labelledOptions(CLIENT_STATUSES, CLIENT_STATUS_LABELS)}
          all="All statuses"
        />
        <FilterField id={`${id}-owner`} label="Account owner" className="min-w-44">
          <ConsultantPicker
            id={`${id}-owner`}
            value={list.raw('account_owner_id')}
            onChange={(owner) => list.setFilter('account_owner_id', owner ?? '')}
            placeholder="Anyone"
            clearable
          />
        </FilterField>
        {list.hasFilters ? <ClearFiltersButton onClear={list.clear} /> : null}
      </FilterBar>
      <QueryDataTable
        id="clients"
        caption="Clients"
        columns={COLUMNS}
        query={clients}
        onOpen={(client) => void navigate(`/clients/${client.id}`)}
        sort={{ value: list.query.sort, order: list.query.order, onSort: list.setSort }}
        errorTitle="We could not load the clients."
        csv={{ path: '/api/clients', search: list.query, filename: 'clients.csv' }}
        empty={
          <ListEmptyState
            icon={Building2}
            filtered={list.hasFilters}
            onClear={list.clear}
            noMatches={{
              title: 'No clients match these filters',
              description: 'Try a different search or fewer filters.',
            }}
            empty={{ title: 'No clients yet', description: 'An admin adds clients here.' }}
          />
        }
        pagination={{ pageSize: CLIENTS_PAGE_SIZE, onPageChange: list.setPage, noun: 'clients' }}
      />
    </ListPage>
  );
}
