import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { LANGUAGE_PROFICIENCIES } from '@praxis/shared';
import { CheckboxField, SelectField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { useCatalogueOptions } from '../api/list-options';
import type { RequestFormValues } from '../lib/request-form';

const RATINGS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `≥ ${n}` }));
type CatalogueItems = { id: string; name: string }[] | undefined;
const optionsOf = (items: CatalogueItems) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** A requirement's catalogue entry (a category, certification or language), "Choose…" until picked. */
function CatalogueSelect({ name, label, items }: { name: string; label: string; items: CatalogueItems }) {
  return <SelectField name={name} label={label} placeholder="Choose…" options={optionsOf(items)} />;
}

type ListName = 'skills' | 'certifications' | 'languages';

/** How each requirement list is titled, what a row is called, what a new row holds and how a row is laid out. */
const LISTS: {
  [N in ListName]: {
    legend: string;
    noun: string;
    blank: FieldArray<RequestFormValues, N>;
    /** Tailwind grid template for a row at sm and wider; the last two columns are "Must have" and the remove button. */
    columns: string;
  };
} = {
  skills: {
    legend: 'Required skills',
    noun: 'skill',
    blank: { category_id: '', product_id: '', min_rating: 3, must: true },
    columns: 'sm:grid-cols-[1fr_1fr_6rem_auto_auto]',
  },
  certifications: {
    legend: 'Certifications',
    noun: 'certification',
    blank: { certification_id: '', must: false },
    columns: 'sm:grid-cols-[1fr_auto_auto]',
  },
  languages: {
    legend: 'Languages',
    noun: 'language',
    blank: { language_id: '', min_proficiency: 'fluent', must: false },
    columns: 'sm:grid-cols-[1fr_10rem_auto_auto]',
  },
};

/**
 * One requirement list (skills, certifications or languages): its rows, each with its fields, "Must have" and a remove
 * button, and "Add …".
 */
function RequirementList<N extends ListName>({
  name,
  children,
}: {
  name: N;
  /** The row's own fields, before "Must have". */
  children: (index: number) => ReactNode;
}) {
  const { legend, noun, blank, columns } = LISTS[name];
  const { control } = useFormContext<RequestFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className={`grid gap-2 rounded-md border p-3 ${columns}`}>
            {children(index)}
            <CheckboxField name={`${name}.${index}.must`} label="Must have" className="self-end pb-2" />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => remove(index)}
              className="self-end"
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => append(blank)}>
        <Plus aria-hidden /> Add {noun}
      </Button>
    </fieldset>
  );
}

function SkillFields({ index }: { index: number }) {
  const { control } = useFormContext<RequestFormValues>();
  const categoryId = useWatch({ control, name: `skills.${index}.category_id` });
  const categories = useCatalogueOptions('platform-categories');
  const products = useCatalogueOptions('platform-products', categoryId || undefined);
  return (
    <>
      <CatalogueSelect name={`skills.${index}.category_id`} label="Category" items={categories.data?.items} />
      <SelectField
        name={`skills.${index}.product_id`}
        label="Product"
        placeholder="Any product"
        options={categoryId ? optionsOf(products.data?.items) : []}
      />
      <SelectField name={`skills.${index}.min_rating`} label="Min rating" options={RATINGS} />
    </>
  );
}

export function SkillRows() {
  return <RequirementList name="skills">{(index) => <SkillFields index={index} />}</RequirementList>;
}

export function CertificationRows() {
  const certifications = useCatalogueOptions('certifications');
  return (
    <RequirementList name="certifications">
      {(index) => (
        <CatalogueSelect
          name={`certifications.${index}.certification_id`}
          label="Certification"
          items={certifications.data?.items}
        />
      )}
    </RequirementList>
  );
}

const LEVELS = LANGUAGE_PROFICIENCIES.map((level) => ({ value: level, label: level }));

export function LanguageRows() {
  const languages = useCatalogueOptions('languages');
  return (
    <RequirementList name="languages">
      {(index) => (
        <>
          <CatalogueSelect name={`languages.${index}.language_id`} label="Language" items={languages.data?.items} />
          <SelectField name={`languages.${index}.min_proficiency`} label="At least" options={LEVELS} />
        </>
      )}
    </RequirementList>
  );
}
