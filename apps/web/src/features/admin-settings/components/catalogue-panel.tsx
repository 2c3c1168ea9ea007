import { useId, useState, type FormEvent } from 'react';
import { ListPlus } from 'lucide-react';
import { CATALOGUE_LABELS, catalogueItemInputSchema, type CatalogueKind } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateCatalogueItem } from '../api/create-catalogue-item';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useCatalogue } from '../api/list-catalogue';
import { useReorderCatalogue } from '../api/reorder-catalogue';
import { EXTRA_FIELDS } from '../lib/catalogue-fields';
import { toastFailure } from '../lib/errors';
import { validate } from '../lib/form';
import { CatalogueItemDialog } from './catalogue-item-dialog';
import { ConfirmDelete } from './confirm-delete';
import { SortableList } from './sortable-list';

interface CataloguePanelProps {
  kind: CatalogueKind;
  /** Products: the category whose products are listed and added. */
  categoryId?: string | undefined;
  title?: string;
}

/** One catalogue: ordered list (drag or move buttons), add form, edit dialog, delete when unused. */
export function CataloguePanel({ kind, categoryId, title }: CataloguePanelProps) {
  const id = useId();
  const { plural, singular } = CATALOGUE_LABELS[kind];
  const list = useCatalogue(kind, categoryId);
  const create = useCreateCatalogueItem();
  const remove = useDeleteCatalogueItem();
  const reorder = useReorderCatalogue();
  const extras = EXTRA_FIELDS[kind];
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: (values.name ?? '').trim(),
      ...Object.fromEntries(extras.map(({ field }) => [field, (values[field] ?? '').trim() || null])),
      ...(categoryId ? { category_id: categoryId } : {}),
    };
    const problems = validate(catalogueItemInputSchema, input).errors;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    create.mutate(
      { kind, input: input as Parameters<typeof create.mutate>[0]['input'] },
      {
        onSuccess: (created) => {
          toast.success(`${created.name} added`);
          setValues({});
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
          else toast.error(error.message);
        },
      },
    );
  };

  const heading = title ?? plural;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {heading}
      </h2>
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
      <form
        onSubmit={submit}
        noValidate
        aria-label={`Add a ${singular.toLowerCase()}`}
        className="flex flex-wrap items-start gap-3"
      >
        {[{ field: 'name', label: 'Name', placeholder: '' }, ...extras].map(({ field, label, placeholder }) => (
          <div
            key={field}
            className={
              field === 'name' || field === 'description'
                ? 'flex min-w-48 flex-1 flex-col gap-1.5'
                : 'flex w-36 flex-col gap-1.5'
            }
          >
            <Label htmlFor={`${id}-${field}`}>{field === 'name' ? `New ${singular.toLowerCase()}` : label}</Label>
            <Input
              id={`${id}-${field}`}
              value={values[field] ?? ''}
              placeholder={placeholder}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field]: event.target.value }));
                setErrors(({ [field]: _, ...rest }) => rest);
              }}
            />
            {errors[field] ? (
              <p id={`${id}-${field}-error`} className="text-sm text-destructive">
                {errors[field]}
              </p>
            ) : null}
          </div>
        ))}
        <Button type="submit" variant="outline" className="mt-6" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add'}
        </Button>
      </form>
    </section>
  );
}
