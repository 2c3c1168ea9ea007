import { useController, useFieldArray } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { POSITION_STATUSES, positionCreateSchema, type Position, type PositionCreate } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { ConsultantPicker } from '@/entities/consultant';
import { DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { Field } from '@/components/form/field';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { blankToNull } from '@/components/form/values';
import { Button } from '@/components/ui/button';
import { openWhileChosen } from '@/lib/open-while-chosen';
import { toast } from '@/lib/toast';
import { useCreatePosition, useJobTitleChoices, useSkillCatalogue, useUpdatePosition } from '../api/insights';

const STATUS_LABELS = { draft: 'Draft', open: 'Open', on_hold: 'On hold', filled: 'Filled', closed: 'Closed' } as const;
const RATINGS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `≥ ${n}` }));

/** New Position, or edit one (admin and Project Manager): every field of a position (docs/product.md §11.12), skills included. */
export function PositionDialog({
  editing,
  onClose,
}: {
  /** The position edited, 'new' for a new one, null while the dialog is closed. */
  editing: Position | 'new' | null;
  onClose: () => void;
}) {
  const position = editing === 'new' ? null : editing;
  return (
    <FormDialog
      {...openWhileChosen(editing, onClose)}
      title={position ? `Edit ${position.title}` : 'New Position'}
      description="Required skills are what candidates are scored against in interviews."
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      {editing ? <PositionForm position={position} onDone={onClose} /> : null}
    </FormDialog>
  );
}

/** A skill is a category (any of its products) or one product: one value `category:product`. */
const skillValue = (categoryId: string, productId: string | null) => `${categoryId}:${productId ?? ''}`;

function PositionForm({ position, onDone }: { position: Position | null; onDone: () => void }) {
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const titles = useJobTitleChoices();
  const catalogue = useSkillCatalogue();
  const api = useApiForm({
    schema: positionCreateSchema,
    defaultValues: {
      title: position?.title ?? '',
      job_title_id: position?.job_title_id ?? '',
      location: position?.location ?? '',
      time_zone: position?.time_zone ?? '',
      hiring_manager_id: position?.hiring_manager_id ?? null,
      target_start: position?.target_start ?? '',
      headcount: (position?.headcount ?? 1) as number | null,
      status: position?.status ?? 'open',
      description: position?.description ?? '',
      skills: (position?.skills ?? []).map((skill) => ({
        skill: skillValue(skill.category_id, skill.product_id),
        min_rating: String(skill.min_rating),
      })),
    },
    toInput: (values): PositionCreate => ({
      title: values.title,
      job_title_id: blankToNull(values.job_title_id),
      location: blankToNull(values.location),
      time_zone: blankToNull(values.time_zone),
      hiring_manager_id: values.hiring_manager_id,
      target_start: blankToNull(values.target_start),
      headcount: values.headcount ?? Number.NaN,
      status: values.status as PositionCreate['status'],
      description: blankToNull(values.description),
      skills: values.skills.map(({ skill, min_rating }) => {
        const [categoryId = '', productId = ''] = skill.split(':');
        return { category_id: categoryId, product_id: productId || null, min_rating: Number(min_rating) };
      }),
    }),
    submit: (input) =>
      position
        ? update.mutateAsync({ id: position.id, version: position.version, patch: input })
        : create.mutateAsync(input),
    errorMessage: 'Could not save the position.',
    onSuccess: (saved) => {
      toast.success(position ? 'Position saved' : 'Position created', { description: saved.title });
      onDone();
    },
  });
  const skills = useFieldArray({ control: api.form.control, name: 'skills' });
  const skillOptions = (catalogue.data?.categories ?? []).flatMap((category) => [
    { value: skillValue(category.id, null), label: `${category.name} (any product)` },
    ...(catalogue.data?.products ?? [])
      .filter((product) => product.category_id === category.id)
      .map((product) => ({ value: skillValue(category.id, product.id), label: `${category.name} · ${product.name}` })),
  ]);
  return (
    <Form api={api}>
      <TextField name="title" label="Title" required />
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <SelectField
          name="job_title_id"
          label="Job title"
          placeholder="None"
          options={(titles.data ?? []).map((title) => ({ value: title.id, label: title.title }))}
        />
        <HiringManagerField />
        <TextField name="location" label="Location" />
        <TextField name="time_zone" label="Time zone" placeholder="e.g. Europe/Lisbon" />
        <DateField name="target_start" label="Target start" />
        <NumberField name="headcount" label="Headcount" required min={1} max={100} />
        <SelectField
          name="status"
          label="Status"
          options={POSITION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Required skills</legend>
        {skills.fields.map((row, index) => (
          <div key={row.id} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
            <SelectField
              name={`skills.${index}.skill`}
              label="Skill"
              placeholder="Choose a skill"
              options={skillOptions}
            />
            <SelectField name={`skills.${index}.min_rating`} label="Rating" options={RATINGS} />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove skill ${index + 1}`}
              onClick={() => skills.remove(index)}
            >
              <X aria-hidden />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={skills.fields.length >= 20}
          onClick={() => skills.append({ skill: '', min_rating: '3' })}
        >
          <Plus aria-hidden /> Add a skill
        </Button>
      </fieldset>
      <TextareaField name="description" label="Description" rows={4} />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving…">
        {position ? 'Save position' : 'Create position'}
      </CancelSubmitActions>
    </Form>
  );
}

function HiringManagerField() {
  const { field } = useController({ name: 'hiring_manager_id' });
  return (
    <Field name="hiring_manager_id" label="Hiring manager">
      {(control) => (
        <ConsultantPicker
          id={control.id}
          aria-describedby={control['aria-describedby']}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(id) => field.onChange(id)}
          placeholder="No hiring manager"
          clearable
        />
      )}
    </Field>
  );
}
