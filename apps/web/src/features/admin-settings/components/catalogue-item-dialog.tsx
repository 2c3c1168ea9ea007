import { useId, useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { CATALOGUE_LABELS, catalogueItemUpdateSchema, type CatalogueItem, type CatalogueKind } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateCatalogueItem } from '../api/update-catalogue-item';
import { EXTRA_FIELDS } from '../lib/catalogue-fields';
import { validate } from '../lib/form';

/** Edit one catalogue entry's name and fields, sending the version read. */
export function CatalogueItemDialog({ kind, item }: { kind: CatalogueKind; item: CatalogueItem }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateCatalogueItem();
  const fields = [{ field: 'name' as const, label: 'Name' }, ...EXTRA_FIELDS[kind]];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValues(Object.fromEntries(fields.map(({ field }) => [field, item[field] ?? ''])));
      setErrors({});
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = Object.fromEntries(
      fields.map(({ field }) => [
        field,
        field === 'name' ? (values[field] ?? '').trim() : (values[field] ?? '').trim() || null,
      ]),
    );
    const problems = validate(catalogueItemUpdateSchema, patch).errors;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    update.mutate(
      { kind, id: item.id, version: item.version, patch },
      {
        onSuccess: () => {
          toast.success(`${CATALOGUE_LABELS[kind].singular} saved`);
          setOpen(false);
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          setErrors(Object.keys(fieldErrors).length ? fieldErrors : { _: error.message });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {item.name}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {fields.map(({ field, label }) => (
            <div key={field} className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-${field}`}>{label}</Label>
              <Input
                id={`${id}-${field}`}
                value={values[field] ?? ''}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
              {errors[field] ? (
                <p id={`${id}-${field}-error`} className="text-sm text-destructive">
                  {errors[field]}
                </p>
              ) : null}
            </div>
          ))}
          {errors._ ? <p className="text-sm text-destructive">{errors._}</p> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
