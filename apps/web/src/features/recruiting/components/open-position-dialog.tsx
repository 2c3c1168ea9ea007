import { positionCreateSchema, type DemandSignal, type PositionCreate } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { blankToNull } from '@/components/form/values';
import { toast } from '@/lib/toast';
import { openWhileChosen } from '@/lib/open-while-chosen';
import { useCreatePosition } from '../api/insights';

/** The evidence, as the new position's description. */
export const evidenceOf = (signal: DemandSignal) =>
  [
    `${signal.headline}.`,
    ...signal.requests.map((r) => `- ${r.engagement_name}: waiting ${r.days_waiting} days`),
    `Supply: ${signal.supply}.`,
  ].join('\n');

/** "Open a position" from a demand signal: prefilled with its title, headcount, skill and evidence. */
export function OpenPositionDialog({ signal, onClose }: { signal: DemandSignal | null; onClose: () => void }) {
  return (
    <FormDialog
      {...openWhileChosen(signal, onClose)}
      title="Open a position"
      description={
        <>
          {signal ? `For ${signal.skill} at rating ${signal.min_rating} or more.` : ''} The requests stay linked in its
          description.
        </>
      }
    >
      {signal ? <OpenPositionForm signal={signal} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function OpenPositionForm({ signal, onDone }: { signal: DemandSignal; onDone: () => void }) {
  const create = useCreatePosition();
  const api = useApiForm({
    schema: positionCreateSchema,
    defaultValues: {
      title: signal.suggested.title,
      headcount: signal.suggested.headcount as number | null,
      target_start: '',
      status: 'open',
      description: evidenceOf(signal),
    },
    toInput: (values): PositionCreate => ({
      title: values.title,
      headcount: values.headcount ?? Number.NaN,
      target_start: blankToNull(values.target_start),
      status: values.status as PositionCreate['status'],
      description: blankToNull(values.description),
      job_title_id: signal.suggested.job_title_id,
      skills: [{ category_id: signal.category_id, product_id: signal.product_id, min_rating: signal.min_rating }],
    }),
    submit: (input) => create.mutateAsync(input),
    errorMessage: 'Could not open the position.',
    onSuccess: (position) => {
      toast.success('Position opened', { description: position.title });
      onDone();
    },
  });
  return (
    <Form api={api}>
      <TextField name="title" label="Title" required />
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-3">
        <NumberField name="headcount" label="Headcount" required min={1} max={100} />
        <DateField name="target_start" label="Target start" />
        <SelectField
          name="status"
          label="Status"
          options={[
            { value: 'open', label: 'Open' },
            { value: 'draft', label: 'Draft' },
          ]}
        />
      </div>
      <TextareaField name="description" label="Description" rows={5} />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Opening…">
        Open position
      </CancelSubmitActions>
    </Form>
  );
}
