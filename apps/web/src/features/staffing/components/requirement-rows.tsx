import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { LANGUAGE_PROFICIENCIES } from '@praxis/shared';
import { CheckboxField, SelectField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { useCatalogueOptions } from '../api/list-options';
import type { RequestFormValues } from '../lib/request-form';

const RATINGS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `≥ ${n}` }));
const optionsOf = (items: { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick} className="self-end">
      <Trash2 aria-hidden />
    </Button>
  );
}

function SkillRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<RequestFormValues>();
  const categoryId = useWatch({ control, name: `skills.${index}.category_id` });
  const categories = useCatalogueOptions('platform-categories');
  const products = useCatalogueOptions('platform-products', categoryId || undefined);
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_6rem_auto_auto]">
      <SelectField
        name={`skills.${index}.category_id`}
        label="Category"
        placeholder="Choose…"
        options={optionsOf(categories.data?.items)}
      />
      <SelectField
        name={`skills.${index}.product_id`}
        label="Product"
        placeholder="Any product"
        options={categoryId ? optionsOf(products.data?.items) : []}
      />
      <SelectField name={`skills.${index}.min_rating`} label="Min rating" options={RATINGS} />
      <CheckboxField name={`skills.${index}.must`} label="Must have" className="self-end pb-2" />
      <RemoveButton label={`Remove skill ${index + 1}`} onClick={onRemove} />
    </li>
  );
}

export function SkillRows() {
  const { control } = useFormContext<RequestFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'skills' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Required skills</legend>
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <SkillRow key={field.id} index={index} onRemove={() => remove(index)} />
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append({ category_id: '', product_id: '', min_rating: 3, must: true })}
      >
        <Plus aria-hidden /> Add skill
      </Button>
    </fieldset>
  );
}

export function CertificationRows() {
  const { control } = useFormContext<RequestFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'certifications' });
  const certifications = useCatalogueOptions('certifications');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Certifications</legend>
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto_auto]">
            <SelectField
              name={`certifications.${index}.certification_id`}
              label="Certification"
              placeholder="Choose…"
              options={optionsOf(certifications.data?.items)}
            />
            <CheckboxField name={`certifications.${index}.must`} label="Must have" className="self-end pb-2" />
            <RemoveButton label={`Remove certification ${index + 1}`} onClick={() => remove(index)} />
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append({ certification_id: '', must: false })}
      >
        <Plus aria-hidden /> Add certification
      </Button>
    </fieldset>
  );
}

export function LanguageRows() {
  const { control } = useFormContext<RequestFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  const languages = useCatalogueOptions('languages');
  const levels = LANGUAGE_PROFICIENCIES.map((level) => ({ value: level, label: level }));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Languages</legend>
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_10rem_auto_auto]">
            <SelectField
              name={`languages.${index}.language_id`}
              label="Language"
              placeholder="Choose…"
              options={optionsOf(languages.data?.items)}
            />
            <SelectField name={`languages.${index}.min_proficiency`} label="At least" options={levels} />
            <CheckboxField name={`languages.${index}.must`} label="Must have" className="self-end pb-2" />
            <RemoveButton label={`Remove language ${index + 1}`} onClick={() => remove(index)} />
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append({ language_id: '', min_proficiency: 'fluent', must: false })}
      >
        <Plus aria-hidden /> Add language
      </Button>
    </fieldset>
  );
}
