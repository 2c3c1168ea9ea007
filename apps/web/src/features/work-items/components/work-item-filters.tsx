import { useEffect, useId, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { PRIORITIES, WORK_ITEM_CATEGORIES, WORK_ITEM_STATUSES } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAssigneeOptions } from '../api/list-assignee-options';
import { useEngagementOptions } from '../api/list-engagement-options';
import { PRIORITY_LABELS } from '../lib/labels';
import type { useUrlFilters } from '../lib/use-url-filters';
import { SearchInput } from '@/components/search-input';

interface WorkItemFiltersProps {
  state: ReturnType<typeof useUrlFilters>;
  show: { status?: boolean; engagement?: boolean; assignee?: boolean; mine?: boolean };
}

const SEARCH_DELAY_MS = 300;

/** The toolbar under a list or board header: search first, then filters (UX.md "Page anatomy"). */
export function WorkItemFilters({ state, show }: WorkItemFiltersProps) {
  const { filters, update, clear, isFiltered } = state;
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  // The URL changed from elsewhere (Back, Clear filters): the box follows it.
  const [urlQ, setUrlQ] = useState(filters.q);
  if (filters.q !== urlQ) {
    setUrlQ(filters.q);
    setSearch(filters.q);
  }
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => update({ q: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, update]);
  const assignees = useAssigneeOptions('', !!show.assignee);
  const engagements = useEngagementOptions('', !!show.engagement);

  return (
    <div role="search" className="flex flex-wrap items-end gap-3">
      <div className="w-full max-w-xs space-y-1.5">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <SearchInput
          id={`${id}-q`}
          placeholder="Name or problem"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {show.status ? (
        <FilterSelect id={`${id}-status`} label="Status" value={filters.status} onChange={(v) => update({ status: v })}>
          {WORK_ITEM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </FilterSelect>
      ) : null}
      {show.engagement ? (
        <FilterSelect
          id={`${id}-engagement`}
          label="Engagement"
          value={filters.engagement_id}
          onChange={(v) => update({ engagement: v })}
        >
          {(engagements.data ?? []).map((engagement) => (
            <option key={engagement.id} value={engagement.id}>
              {engagement.name}
              {engagement.client_name ? ` · ${engagement.client_name}` : ''}
            </option>
          ))}
        </FilterSelect>
      ) : null}
      {show.assignee ? (
        <FilterSelect
          id={`${id}-assignee`}
          label="Assignee"
          value={filters.assignee_id}
          onChange={(v) => update({ assignee: v })}
        >
          {(assignees.data?.items ?? []).map((consultant) => (
            <option key={consultant.id} value={consultant.id}>
              {`${consultant.first_name} ${consultant.last_name}`.trim()}
            </option>
          ))}
        </FilterSelect>
      ) : null}
      <FilterSelect
        id={`${id}-priority`}
        label="Priority"
        value={filters.priority}
        onChange={(v) => update({ priority: v })}
      >
        <ValueOptions values={PRIORITIES} labels={PRIORITY_LABELS} />
      </FilterSelect>
      <FilterSelect
        id={`${id}-category`}
        label="Category"
        value={filters.category}
        onChange={(v) => update({ category: v })}
      >
        {WORK_ITEM_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </FilterSelect>
      {show.mine ? (
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.mine}
            onChange={(event) => update({ mine: event.target.checked ? '1' : undefined })}
          />
          Only my requests
        </label>
      ) : null}
      {isFiltered ? (
        <Button variant="ghost" size="sm" className="h-9" onClick={clear}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  children: ReactNode;
}

function FilterSelect({ id, label, value, onChange, children }: FilterSelectProps) {
  return (
    <div className="w-44 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">All</option>
        {children}
      </NativeSelect>
    </div>
  );
}
