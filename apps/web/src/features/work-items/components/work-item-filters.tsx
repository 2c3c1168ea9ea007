import { useEffect, useId, useState } from 'react';
import { X } from 'lucide-react';
import { WORK_ITEM_STATUSES } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LabelledOptions } from '@/components/value-options';
import { useAssigneeOptions } from '../api/list-assignee-options';
import { useEngagementOptions } from '../api/list-engagement-options';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from './work-item-fields';
import type { useUrlFilters } from '../lib/use-url-filters';
import { SearchInput } from '@/components/search-input';

interface WorkItemFiltersProps {
  state: ReturnType<typeof useUrlFilters>;
  show: { status?: boolean; engagement?: boolean; assignee?: boolean; mine?: boolean };
}

const SEARCH_DELAY_MS = 300;

interface Option {
  value: string;
  label: string;
}
/** Statuses read as their values. */
const STATUS_OPTIONS = WORK_ITEM_STATUSES.map((status) => ({ value: status, label: status }));

/** The toolbar under a list or board header: search first, then filters (docs/product.md §13 "Page anatomy"). */
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
  /** A filter select bound to the URL parameter `param` (its id ends with it too). */
  const select = (param: string, label: string, value: string | undefined, options: readonly Option[]) => (
    <FilterSelect
      id={`${id}-${param}`}
      label={label}
      value={value}
      onChange={(next) => update({ [param]: next })}
      options={options}
    />
  );

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
      {show.status ? select('status', 'Status', filters.status, STATUS_OPTIONS) : null}
      {show.engagement
        ? select(
            'engagement',
            'Engagement',
            filters.engagement_id,
            (engagements.data ?? []).map((engagement) => ({
              value: engagement.id,
              label: engagement.client_name ? `${engagement.name} · ${engagement.client_name}` : engagement.name,
            })),
          )
        : null}
      {show.assignee
        ? select(
            'assignee',
            'Assignee',
            filters.assignee_id,
            (assignees.data?.items ?? []).map((consultant) => ({
              value: consultant.id,
              label: `${consultant.first_name} ${consultant.last_name}`.trim(),
            })),
          )
        : null}
      {select('priority', 'Priority', filters.priority, PRIORITY_OPTIONS)}
      {select('category', 'Category', filters.category, CATEGORY_OPTIONS)}
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
  options: readonly Option[];
}

function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  return (
    <div className="w-44 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">All</option>
        <LabelledOptions options={options} />
      </NativeSelect>
    </div>
  );
}
