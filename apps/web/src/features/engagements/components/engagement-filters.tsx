import { useEffect, useId, useState } from 'react';
import { X } from 'lucide-react';
import { ENGAGEMENT_STATUS_LABELS, ENGAGEMENT_STATUSES, TEMPERATURE_LABELS, TEMPERATURES } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ClientPicker } from '@/entities/client';
import { ConsultantPicker } from '@/entities/consultant';
import type { EngagementListState, FilterKey } from '../lib/list-params';
import { SearchInput } from '@/components/search-input';

const SEARCH_DEBOUNCE_MS = 300;

/** Search first, then filters; every value lives in the URL so a link reproduces the view. */
export function EngagementFilters({ list }: { list: EngagementListState }) {
  const id = useId();
  const urlSearch = list.raw('q');
  const [search, setSearch] = useState(urlSearch);
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  const { setFilter } = list;

  // The URL changed under the box (Back, Clear filters): show what it now says.
  if (urlSearch !== seenSearch) {
    setSeenSearch(urlSearch);
    setSearch(urlSearch);
  }
  useEffect(() => {
    if (search.trim() === urlSearch.trim()) return;
    const timer = setTimeout(() => setFilter('q', search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, urlSearch, setFilter]);

  const select = (key: FilterKey, label: string, options: { value: string; label: string }[], all: string) => (
    <div className="flex min-w-36 flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <NativeSelect id={`${id}-${key}`} value={list.raw(key)} onChange={(event) => setFilter(key, event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div role="search" aria-label="Filter engagements" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-56 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-q`} className="text-xs text-muted-foreground">
          Search
        </Label>
        <SearchInput
          id={`${id}-q`}
          placeholder="Engagement or client name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {select(
        'status',
        'Status',
        ENGAGEMENT_STATUSES.map((value) => ({ value, label: ENGAGEMENT_STATUS_LABELS[value] })),
        'All statuses',
      )}
      {select(
        'temperature',
        'Temperature',
        TEMPERATURES.map((value) => ({ value, label: TEMPERATURE_LABELS[value] })),
        'All temperatures',
      )}
      <div className="flex min-w-44 flex-col gap-1.5">
        <Label htmlFor={`${id}-client_id`} className="text-xs text-muted-foreground">
          Client
        </Label>
        <ClientPicker
          id={`${id}-client_id`}
          value={list.raw('client_id')}
          onChange={(value) => setFilter('client_id', value ?? '')}
          placeholder="All clients"
          clearable
        />
      </div>
      <div className="flex min-w-44 flex-col gap-1.5">
        <Label htmlFor={`${id}-project_manager_id`} className="text-xs text-muted-foreground">
          Project Manager
        </Label>
        <ConsultantPicker
          id={`${id}-project_manager_id`}
          value={list.raw('project_manager_id')}
          onChange={(value) => setFilter('project_manager_id', value ?? '')}
          placeholder="Anyone"
          clearable
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
          Running from
        </Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={list.raw('from')}
          onChange={(event) => setFilter('from', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
          Running to
        </Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={list.raw('to')}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </div>
      {list.hasFilters ? (
        <Button variant="ghost" onClick={list.clear}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
