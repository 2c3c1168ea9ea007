import { useEffect, useId, useState } from 'react';
import { FileText } from 'lucide-react';
import { CsvExportButton } from '@/components/data-table';
import { CHANGE_LOG_CATEGORIES, CHANGE_LOG_CATEGORY_LABELS, type ChangeLogCategory } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { ListPage } from '@/components/list-page';
import { labelledOptions } from '@/components/labelled-options';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { SkeletonList } from '@/components/skeleton-list';
import { useCan } from '@/lib/permissions';
import { pickOne, useUrlParams } from '@/lib/use-url-params';
import { useChangeLogEntries } from '../api/list-entries';
import { useChangeLogUnread, useMarkChangeLogSeen } from '../api/unread';
import { EntryCard } from './entry-card';

/** /change-log: everyone reads the published entries; admins also see drafts and scheduled ones. */
export function ChangeLogPage() {
  const id = useId();
  const { params, set } = useUrlParams();
  const canManage = useCan('change_log.manage');
  const category = pickOne<ChangeLogCategory>(CHANGE_LOG_CATEGORIES, params.get('category'));
  const includeUnpublished = canManage && params.get('drafts') === '1';
  const entries = useChangeLogEntries({ category, includeUnpublished });
  const unread = useChangeLogUnread();
  const markSeen = useMarkChangeLogSeen();
  // "New" marks what was unread when the page opened; opening the page then clears the badge.
  const [seenBefore, setSeenBefore] = useState<string | null | undefined>(undefined);
  if (seenBefore === undefined && unread.data) setSeenBefore(unread.data.last_seen_at ?? null);
  const { mutate } = markSeen;
  const hasSnapshot = seenBefore !== undefined;
  useEffect(() => {
    if (hasSnapshot) mutate();
  }, [hasSnapshot, mutate]);

  const isNew = (entry: { state: string; published_at: string | null }) =>
    entry.state === 'published' &&
    !!entry.published_at &&
    seenBefore !== undefined &&
    (seenBefore === null || entry.published_at > seenBefore);

  return (
    <ListPage
      width="3xl"
      title="Change Log"
      description="What changed in Praxis, newest first."
      create={{ to: '/change-log/new/edit', permission: 'change_log.manage', label: 'New Entry' }}
    >
      <FilterBar label="Filter the change log">
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          value={category ?? ''}
          onChange={(value) => set({ category: value || undefined })}
          options={labelledOptions(CHANGE_LOG_CATEGORIES, CHANGE_LOG_CATEGORY_LABELS)}
          all="All categories"
          className="min-w-44"
        />
        {canManage ? (
          <label className="flex items-center gap-2 pb-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={includeUnpublished}
              onChange={(event) => set({ drafts: event.target.checked ? '1' : undefined })}
            />
            Show drafts and scheduled
          </label>
        ) : null}
        <div className="ml-auto pb-0.5">
          <CsvExportButton
            csv={{
              path: '/api/change-log',
              search: { category, include_unpublished: includeUnpublished },
              filename: 'change-log.csv',
            }}
          />
        </div>
      </FilterBar>
      <QueryState
        query={entries}
        loading={
          <SkeletonList label="Loading the change log" className="flex flex-col gap-4" itemClassName="h-32 w-full" />
        }
        errorTitle="We could not load the change log."
        empty={
          <EmptyState
            icon={FileText}
            title={category ? 'No entries in this category' : 'Nothing in the change log yet'}
            action={
              category ? (
                <Button variant="outline" onClick={() => set({ category: undefined })}>
                  Show all categories
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            {data.map((entry) => (
              <EntryCard key={entry.id} entry={entry} isNew={isNew(entry)} />
            ))}
          </div>
        )}
      </QueryState>
    </ListPage>
  );
}
