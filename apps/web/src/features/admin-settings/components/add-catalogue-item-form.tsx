import { CATALOGUE_LABELS, catalogueItemInputSchema, type CatalogueKind } from '@praxis/shared';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { toast } from '@/lib/toast';
import { useCreateCatalogueItem } from '../api/create-catalogue-item';
import { EXTRA_FIELDS } from '../lib/catalogue-fields';
import { catalogueInputOf, catalogueValuesOf } from '../lib/catalogue-values';

/** The add row under a catalogue: its name and the catalogue's extra fields. */
export function AddCatalogueItemForm({ kind, categoryId }: { kind: CatalogueKind; categoryId?: string | undefined }) {
  const singular = CATALOGUE_LABELS[kind].singular.toLowerCase();
  const create = useCreateCatalogueItem();
  const api = useApiForm({
    schema: catalogueItemInputSchema,
    defaultValues: catalogueValuesOf(kind),
    toInput: (values) => ({ ...catalogueInputOf(kind, values), ...(categoryId ? { category_id: categoryId } : {}) }),
    submit: (input) => create.mutateAsync({ kind, input }),
    onSuccess: (created) => {
      toast.success(`${created.name} added`);
      api.form.reset(catalogueValuesOf(kind));
    },
    guard: false,
  });
  return (
    <Form api={api} aria-label={`Add a ${singular}`} className="flex-row flex-wrap items-start gap-3">
      <TextField name="name" label={`New ${singular}`} className="min-w-48 flex-1" />
      {EXTRA_FIELDS[kind].map(({ field, label, placeholder }) => (
        <TextField
          key={field}
          name={field}
          label={label}
          placeholder={placeholder}
          className={field === 'description' ? 'min-w-48 flex-1' : 'w-36'}
        />
      ))}
      <SubmitButton variant="outline" className="mt-6" pendingLabel="Adding…">
        Add
      </SubmitButton>
    </Form>
  );
}
