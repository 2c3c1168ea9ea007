import { useId } from 'react';
import { ENGAGEMENT_STATUS_LABELS, ENGAGEMENT_STATUSES, TEMPERATURE_LABELS, TEMPERATURES } from '@praxis/shared';
import { ClearFiltersButton, FilterBar, FilterField, FilterSearch, FilterSelect } from '@/components/filter-bar';
import { labelledOptions } from '@/components/labelled-options';
import { Input } from '@/components/ui/input';
import { ClientPicker } from '@/entities/client';
import { ConsultantPicker } from '@/entities/consultant';
import type { EngagementListState, FilterKey } from '../lib/list-params';
import { useDebouncedParam } from '@/lib/use-url-params';

/** Search first, then filters; every value lives in the URL so a link reproduces the view. */
export function EngagementFilters({ list }: { list: EngagementListState }) {
  const id = useId();
  // Written 300 ms after typing stops, through the newest URL setter (a filter chosen meanwhile is kept).
  const [search, setSearch] = useDebouncedParam('q');
  const { setFilter } = list;

  const select = (key: FilterKey, label: string, options: { value: string; label: string }[], all: string) => (
    <FilterSelect
      id={`${id}-${key}`}
      label={label}
      value={list.raw(key)}
      onChange={(value) => setFilter(key, value)}
      options={options}
      all={all}
    />
  );
  /** A clearable picker bound to the filter `key` (clearing it removes the filter). */
  const pickerFor = (key: 'client_id' | 'project_manager_id') => ({
    id: `${id}-${key}`,
    value: list.raw(key),
    onChange: (value: string | null) => setFilter(key, value ?? ''),
    clearable: true,
  });
  const date = (key: 'from' | 'to', label: string) => (
    <FilterField id={`${id}-${key}`} label={label}>
      <Input
        id={`${id}-${key}`}
        type="date"
        value={list.raw(key)}
        onChange={(event) => setFilter(key, event.target.value)}
      />
    </FilterField>
  );

  return (
    <FilterBar label="Filter engagements" active={list.activeFilters}>
      <FilterSearch id={`${id}-q`} placeholder="Engagement or client name" value={search} onChange={setSearch} />
      {select('status', 'Status', labelledOptions(ENGAGEMENT_STATUSES, ENGAGEMENT_STATUS_LABELS), 'All statuses')}
      {select('temperature', 'Temperature', labelledOptions(TEMPERATURES, TEMPERATURE_LABELS), 'All temperatures')}
      {select('forecast', 'Forecast', [{ value: 'over_budget', label: 'Will go over budget' }], 'Any forecast')}
      <FilterField id={`${id}-client_id`} label="Client" className="min-w-44">
        <ClientPicker {...pickerFor('client_id')} placeholder="All clients" />
      </FilterField>
      <FilterField id={`${id}-project_manager_id`} label="Project Manager" className="min-w-44">
        <ConsultantPicker {...pickerFor('project_manager_id')} placeholder="Anyone" />
      </FilterField>
      {date('from', 'Running from')}
      {date('to', 'Running to')}
      {list.hasFilters ? <ClearFiltersButton onClear={list.clear} /> : null}
    </FilterBar>
  );
}
