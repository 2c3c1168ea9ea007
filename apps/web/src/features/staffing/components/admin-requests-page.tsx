import { useNavigate } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { PRIORITIES, RESOURCE_REQUEST_STATUSES, RESOURCE_REQUEST_SORTS } from '@praxis/shared';
import { QueryDataTable } from '@/components/data-table';
import { FilterBar, FilterField, FilterSearch, FilterSelect } from '@/components/filter-bar';
import { labelledOptions } from '@/components/labelled-options';
import { NoMatchesState } from '@/components/no-matches-state';
import { ListPage } from '@/components/list-page';
import { ButtonLink } from '@/components/button-link';
import { Input } from '@/components/ui/input';
import { useResourceRequests } from '../api/list-resource-requests';
import { PRIORITY_LABELS } from '../lib/labels';
import { useFilterParams } from '../lib/use-filter-params';
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

const STATUS_OPTIONS = RESOURCE_REQUEST_STATUSES.map((status) => ({ value: status, label: status }));
const SORT_OPTIONS = RESOURCE_REQUEST_SORTS.filter((sort) => sort !== 'newest').map((sort) => ({
  value: sort,
  label: sort.replace('_', ' '),
}));

/** /admin-resource-requests (admin): every request with filters in the URL, ageing and time to staff. */
export function AdminRequestsPage() {
  const navigate = useNavigate();
  const { params, bind, clear } = useFilterParams();
  const query = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) || undefined]));
  const list = useResourceRequests({ ...query, pageSize: 200 });
  const dateField = (key: 'start_from' | 'start_to', label: string) => {
    const { value, onChange } = bind(key);
    return (
      <FilterField id={`filter-${key}`} label={label}>
        <Input id={`filter-${key}`} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      </FilterField>
    );
  };

  return (
    <ListPage
      title="Resource Requests"
      description={list.data ? `${list.data.total} requests` : 'All requests, with ageing and time to staff.'}
      actions={
        <ButtonLink to="/admin-staffing-queue" variant="outline">
          Staffing queue
        </ButtonLink>
      }
    >
      <FilterBar label="Filter requests">
        <FilterSearch id="filter-q" placeholder="Engagement, client or notes" {...bind('q')} />
        <FilterSelect id="filter-status" label="Status" all="All" options={STATUS_OPTIONS} {...bind('status')} />
        <FilterSelect
          id="filter-priority"
          label="Priority"
          all="All"
          options={labelledOptions(PRIORITIES, PRIORITY_LABELS)}
          {...bind('priority')}
        />
        {dateField('start_from', 'Starts from')}
        {dateField('start_to', 'Starts by')}
        <FilterSelect id="filter-sort" label="Sort" all="Newest" options={SORT_OPTIONS} {...bind('sort')} />
      </FilterBar>
      <QueryDataTable
        id="admin-resource-requests"
        caption="Resource requests"
        columns={REQUEST_COLUMNS}
        query={list}
        rowLabel={(request) => `${request.engagement_name}, ${request.client_name}`}
        onOpen={(request) => void navigate(`/admin-resource-requests/${request.id}`)}
        errorTitle="We could not load the requests."
        csv={{ path: '/api/resource-requests', search: query, filename: 'resource-requests.csv' }}
        empty={
          <NoMatchesState icon={ClipboardList} title="No requests match these filters" onClear={() => clear(FILTERS)} />
        }
      />
    </ListPage>
  );
}
