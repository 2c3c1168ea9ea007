import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { CATALOGUE_LABELS, catalogueItemUpdateSchema, type CatalogueItem, type CatalogueKind } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/form/fields';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUpdateCatalogueItem } from '../api/update-catalogue-item';
import { EXTRA_FIELDS } from '../lib/catalogue-fields';
import { catalogueInputOf, catalogueValuesOf } from '../lib/catalogue-values';

/** Edit one catalogue entry's name and fields, sending the version read. */
export function CatalogueItemDialog({ kind, item }: { kind: CatalogueKind; item: CatalogueItem }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={`Edit ${item.name}`}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden />
        </Button>
      }
    >
      {open ? <CatalogueItemForm kind={kind} item={item} onDone={() => setOpen(false)} /> : null}
    </FormDialog>
  );
}

function CatalogueItemForm({ kind, item, onDone }: { kind: CatalogueKind; item: CatalogueItem; onDone: () => void }) {
  const update = useUpdateCatalogueItem();
  const api = useApiForm({
    schema: catalogueItemUpdateSchema,
    defaultValues: catalogueValuesOf(kind, item),
    toInput: (values) => catalogueInputOf(kind, values),
    submit: (patch) => update.mutateAsync({ kind, id: item.id, version: item.version, patch }),
    onSuccess: () => {
      toast.success(`${CATALOGUE_LABELS[kind].singular} saved`);
      onDone();
    },
  });
  return (
    <Form api={api}>
      <TextField name="name" label="Name" />
      {EXTRA_FIELDS[kind].map(({ field, label }) => (
        <TextField key={field} name={field} label={label} />
      ))}
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving…">
        Save
      </CancelSubmitActions>
    </Form>
  );
}
