import { Link, useNavigate, useSearchParams } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { PRIORITIES, RESOURCE_REQUEST_STATUSES, RESOURCE_REQUEST_SORTS } from '@praxis/shared';
import { DataTable, queryError } from '@/components/data-table';
import { NoMatchesState } from '@/components/no-matches-state';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useResourceRequests } from '../api/list-resource-requests';
import { PRIORITY_LABELS } from '../lib/labels';
import { REQUEST_COLUMNS } from './request-columns';

const FILTERS = [
  'status',
  'priority',
  'q',
  'start_from',
  'start_to',
  'sort',
  'engagement_id',
  'client_id',
  'requester_user_id',
  'skill_id',
] as const;

/** /admin-resource-requests (admin): every request with filters in the URL, ageing and time to staff. */
export function AdminRequestsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const value = (key: string) => params.get(key) ?? '';
  const query = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) || undefined]));
  const list = useResourceRequests({ ...query, pageSize: 200 });
  const set = (key: string, next: string) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set(key, next);
    else copy.delete(key);
    setParams(copy, { replace: true });
  };
  const select = (key: string, label: string, options: readonly string[], labels?: Record<string, string>) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`filter-${key}`}>{label}</Label>
      <NativeSelect id={`filter-${key}`} value={value(key)} onChange={(e) => set(key, e.target.value)}>
        <option value="">{key === 'sort' ? 'Newest' : 'All'}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option.replace('_', ' ')}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Resource Requests"
        description={list.data ? `${list.data.total} requests` : 'All requests, with ageing and time to staff.'}
        actions={
          <Link to="/admin-staffing-queue" className={buttonVariants({ variant: 'outline' })}>
            Staffing queue
          </Link>
        }
      />
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" role="search" aria-label="Filter requests">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <Label htmlFor="filter-q">Search</Label>
          <Input
            id="filter-q"
            type="search"
            value={value('q')}
            placeholder="Engagement, client or notes"
            onChange={(e) => set('q', e.target.value)}
          />
        </div>
        {select('status', 'Status', RESOURCE_REQUEST_STATUSES)}
        {select('priority', 'Priority', PRIORITIES, PRIORITY_LABELS)}
        <div className="flex flex-col gap-1">
          <Label htmlFor="filter-start_from">Starts from</Label>
          <Input
            id="filter-start_from"
            type="date"
            value={value('start_from')}
            onChange={(e) => set('start_from', e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="filter-start_to">Starts by</Label>
          <Input
            id="filter-start_to"
            type="date"
            value={value('start_to')}
            onChange={(e) => set('start_to', e.target.value)}
          />
        </div>
        {select(
          'sort',
          'Sort',
          RESOURCE_REQUEST_SORTS.filter((s) => s !== 'newest'),
        )}
      </div>
      <DataTable
        id="admin-resource-requests"
        caption="Resource requests"
        columns={REQUEST_COLUMNS}
        rows={list.data?.items}
        getRowId={(request) => request.id}
        rowLabel={(request) => `${request.engagement_name}, ${request.client_name}`}
        onOpen={(request) => void navigate(`/admin-resource-requests/${request.id}`)}
        error={queryError(list, 'We could not load the requests.')}
        csv={{ path: '/api/resource-requests', search: query, filename: 'resource-requests.csv' }}
        empty={
          <NoMatchesState icon={ClipboardList} title="No requests match these filters" onClear={() => setParams({})} />
        }
      />
    </div>
  );
}
