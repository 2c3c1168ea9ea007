import { useId } from 'react';
import { Link } from 'react-router';
import { Building2, Plus, Search, X } from 'lucide-react';
import { CLIENT_SORTS, CLIENT_STATUSES, type ClientSort, type ClientStatus } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Can } from '@/lib/permissions';
import { pickOne, useDebouncedParam, useUrlParams } from '@/lib/use-url-params';
import { CLIENTS_PAGE_SIZE, useClients, type ClientListParams } from '../api/list-clients';
import { useOwnerOptions } from '../api/list-owner-options';
import { CLIENT_STATUS_LABELS } from '../lib/labels';
import { ClientLogo } from './client-logo';
import { ClientStatusChip } from '@/entities/client';

const SORT_LABELS: Record<ClientSort, string> = {
  name: 'Name',
  status: 'Status',
  active_engagements: 'Active engagements',
  created_at: 'Newest',
};
const FILTERS = ['q', 'status', 'account_owner_id'] as const;

/** /clients: search, status and account owner filters and sort, all in the URL. */
export function ClientsPage() {
  const id = useId();
  const { params, set } = useUrlParams();
  const owners = useOwnerOptions();
  const sort = pickOne(CLIENT_SORTS, params.get('sort'));
  const query: ClientListParams = {
    q: params.get('q')?.trim() || undefined,
    status: pickOne<ClientStatus>(CLIENT_STATUSES, params.get('status')),
    account_owner_id: params.get('account_owner_id') || undefined,
    sort,
    order: sort === 'active_engagements' || sort === 'created_at' ? 'desc' : 'asc',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const clients = useClients(query);
  const hasFilters = FILTERS.some((key) => params.has(key));

  const setParam = (key: string, value: string) => set({ [key]: value || undefined });
  const clear = () => set(Object.fromEntries(FILTERS.map((key) => [key, undefined])));
  // Written 300 ms after typing stops, through the newest URL setter (a filter chosen meanwhile is kept).
  const [search, setSearch] = useDebouncedParam('q');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Clients"
        description="Who the firm works for, their contacts and engagements."
        actions={
          <Can permission="clients.manage">
            <Link to="/clients/new" className={buttonVariants()}>
              <Plus aria-hidden />
              New client
            </Link>
          </Can>
        }
      />
      <div role="search" aria-label="Filter clients" className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-q`} className="text-xs text-muted-foreground">
            Search
          </Label>
          <div className="relative">
            <Search aria-hidden className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-8"
              placeholder="Client name or industry"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="flex min-w-36 flex-col gap-1.5">
          <Label htmlFor={`${id}-status`} className="text-xs text-muted-foreground">
            Status
          </Label>
          <NativeSelect
            id={`${id}-status`}
            value={params.get('status') ?? ''}
            onChange={(event) => setParam('status', event.target.value)}
          >
            <option value="">All statuses</option>
            {CLIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CLIENT_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-44 flex-col gap-1.5">
          <Label htmlFor={`${id}-owner`} className="text-xs text-muted-foreground">
            Account owner
          </Label>
          <NativeSelect
            id={`${id}-owner`}
            value={params.get('account_owner_id') ?? ''}
            onChange={(event) => setParam('account_owner_id', event.target.value)}
          >
            <option value="">Anyone</option>
            {(owners.data ?? []).map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-44 flex-col gap-1.5">
          <Label htmlFor={`${id}-sort`} className="text-xs text-muted-foreground">
            Sort by
          </Label>
          <NativeSelect
            id={`${id}-sort`}
            value={sort ?? 'name'}
            onChange={(event) => setParam('sort', event.target.value)}
          >
            {CLIENT_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {hasFilters ? (
          <Button variant="ghost" onClick={clear}>
            <X aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
      {clients.isError ? (
        <ErrorState
          title="We could not load the clients."
          error={clients.error}
          onRetry={() => void clients.refetch()}
        />
      ) : !clients.data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading clients">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-36" />
          ))}
        </div>
      ) : clients.data.items.length === 0 ? (
        hasFilters ? (
          <EmptyState
            icon={Building2}
            title="No clients match these filters"
            description="Try a different search or fewer filters."
            action={
              <Button variant="outline" onClick={clear}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState icon={Building2} title="No clients yet" description="An admin adds clients here." />
        )
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {clients.data.items.map((client) => (
              <li key={client.id} className="relative flex flex-col gap-3 rounded-xl border p-4 hover:bg-muted/40">
                <div className="flex items-start gap-3">
                  <ClientLogo name={client.name} url={client.logo_url} />
                  <div className="min-w-0 flex-1">
                    <h2 className="truncate font-semibold">
                      <Link to={`/clients/${client.id}`} className="after:absolute after:inset-0 hover:underline">
                        {client.name}
                      </Link>
                    </h2>
                    <p className="truncate text-sm text-muted-foreground">{client.industry ?? 'Industry not set'}</p>
                  </div>
                  <ClientStatusChip status={client.status} />
                </div>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted-foreground">Active engagements</dt>
                    <dd className="font-medium tabular-nums">{client.active_engagement_count}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Account owner</dt>
                    <dd className="truncate">{client.account_owner_name ?? 'Unassigned'}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <Pagination
            page={clients.data.page}
            pageSize={CLIENTS_PAGE_SIZE}
            total={clients.data.total}
            onPageChange={(page) => set({ page: page > 1 ? String(page) : undefined })}
            noun="clients"
          />
        </>
      )}
    </div>
  );
}
