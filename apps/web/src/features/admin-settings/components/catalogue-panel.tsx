import { ListPlus } from 'lucide-react';
import { CATALOGUE_LABELS, type CatalogueKind } from '@praxis/shared';
import { CsvExportButton } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useCatalogue } from '../api/list-catalogue';
import { useReorderCatalogue } from '../api/reorder-catalogue';
import { toastFailure } from '../lib/errors';
import { AddCatalogueItemForm } from './add-catalogue-item-form';
import { CatalogueItemDialog } from './catalogue-item-dialog';
import { ConfirmDelete } from './confirm-delete';
import { SettingsSection } from './settings-section';
import { SortableList } from './sortable-list';

interface CataloguePanelProps {
  kind: CatalogueKind;
  /** Products: the category whose products are listed and added. */
  categoryId?: string | undefined;
  title?: string;
}

/** One catalogue: ordered list (drag or move buttons), add form, edit dialog, delete when unused. */
export function CataloguePanel({ kind, categoryId, title }: CataloguePanelProps) {
  const { plural, singular } = CATALOGUE_LABELS[kind];
  const list = useCatalogue(kind, categoryId);
  const remove = useDeleteCatalogueItem();
  const reorder = useReorderCatalogue();

  const heading = title ?? plural;
  return (
    <SettingsSection
      title={heading}
      actions={
        list.data?.items.length ? (
          <CsvExportButton
            csv={{ path: `/api/${kind}`, search: { category_id: categoryId }, filename: `${kind}.csv` }}
          />
        ) : null
      }
    >
      {list.isError ? (
        <ErrorState
          title={`We could not load the ${plural.toLowerCase()}.`}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label={`Loading ${plural.toLowerCase()}`}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-11" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={ListPlus}
          title={`No ${plural.toLowerCase()} yet`}
          description={`Add the first ${singular.toLowerCase()} below.`}
        />
      ) : (
        <SortableList
          label={heading}
          items={list.data.items}
          disabled={reorder.isPending}
          onReorder={(ids) =>
            reorder.mutate({ kind, categoryId, ids }, { onError: toastFailure('Could not save the new order.') })
          }
          renderItem={(item) => (
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{item.name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {[item.issuer, item.platform, item.code, item.description].filter(Boolean).join(' · ') || '\u00a0'}
                </p>
              </div>
              <span className="text-xs whitespace-nowrap text-muted-foreground">
                {item.usage_count === 0 ? 'Unused' : `Used ${item.usage_count}×`}
              </span>
              <CatalogueItemDialog kind={kind} item={item} />
              <ConfirmDelete
                what={item.name}
                blockedReason={item.usage_count > 0 ? `in use ${item.usage_count}×` : undefined}
                onConfirm={() =>
                  remove.mutate(
                    { kind, id: item.id },
                    {
                      onSuccess: () => toast.success(`${item.name} deleted`),
                      onError: toastFailure('Could not delete it.'),
                    },
                  )
                }
              />
            </div>
          )}
        />
      )}
      <AddCatalogueItemForm kind={kind} categoryId={categoryId} />
    </SettingsSection>
  );
}
