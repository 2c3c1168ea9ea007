import { useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { PRIORITIES, resourceRequestCreateSchema, type ResourceRequest } from '@praxis/shared';
import { Field } from '@/components/form/field';
import { Form, FormActions } from '@/components/form/form';
import { CheckboxField, DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { EngagementPicker } from '@/entities/engagement';
import { useCatalogueOptions, useJobTitleOptions } from '../api/list-options';
import { duplicateRequestOf } from '../lib/duplicate-request';
import { PRIORITY_LABELS } from '../lib/labels';
import { toInput, type RequestFormValues } from '../lib/request-form';
import { DuplicateRequestDialog } from './duplicate-request-dialog';
import { ErrorSummary } from './error-summary';
import { CertificationRows, LanguageRows, SkillRows } from './requirement-rows';

interface RequestFormProps {
  defaultValues: RequestFormValues;
  /** Drafts can be saved as drafts; a submitted request is only saved. */
  canSaveDraft: boolean;
  send: (input: ReturnType<typeof toInput>) => Promise<ResourceRequest>;
  onSaved: (request: ResourceRequest) => void;
  onCancel: () => void;
}

function WindowFields() {
  const hasWindow = useWatch<RequestFormValues, 'has_window'>({ name: 'has_window' });
  if (!hasWindow) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <TextField name="time_zone_window.zone" label="Time zone (IANA)" placeholder="Europe/Berlin" />
      <NumberField name="time_zone_window.start_hour" label="From hour" min={0} max={23} />
      <NumberField name="time_zone_window.end_hour" label="To hour" min={1} max={24} />
      <NumberField name="time_zone_window.min_overlap_hours" label="Overlap at least (h)" min={0.5} step={0.5} />
    </div>
  );
}

/** The engagement a request is filed against, chosen with the one engagement picker. */
function EngagementField() {
  const { field } = useController<RequestFormValues, 'engagement_id'>({ name: 'engagement_id' });
  return (
    <Field name="engagement_id" label="Engagement" required>
      {(control) => (
        <EngagementPicker
          id={control.id}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          value={field.value || null}
          onChange={(id) => field.onChange(id ?? '')}
        />
      )}
    </Field>
  );
}

/** The resource request form (new and edit): the shared schema speaks in the browser and on the server. */
export function RequestForm({ defaultValues, canSaveDraft, send, onSaved, onCancel }: RequestFormProps) {
  // The input last sent, kept while the server's duplicate warning is shown, to send again confirmed.
  const sent = useRef<ReturnType<typeof toInput> | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [filing, setFiling] = useState(false);
  const api = useApiForm({
    schema: resourceRequestCreateSchema,
    defaultValues,
    toInput,
    submit: (input) => {
      sent.current = input as ReturnType<typeof toInput>;
      return send(sent.current);
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (!duplicateRequestOf(error)) return false;
      setDuplicate(error.message);
      return true;
    },
  });
  const fileAnyway = async () => {
    if (!sent.current) return;
    setFiling(true);
    try {
      const saved = await send({ ...sent.current, confirm_duplicate: true });
      api.allowLeave();
      onSaved(saved);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not file the request. Please try again.');
    } finally {
      setFiling(false);
      setDuplicate(null);
    }
  };
  const roles = useCatalogueOptions('engagement-roles');
  const titles = useJobTitleOptions();
  const submitAs = (submit: boolean) => () => api.form.setValue('submit', submit);

  return (
    <Form api={api} aria-label="Resource request">
      <EngagementField />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          name="engagement_role_id"
          label="Engagement role"
          placeholder="No named role"
          options={(roles.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
        <SelectField
          name="job_title_id"
          label="Job title"
          placeholder="Any job title"
          options={(titles.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
        />
        <SelectField
          name="priority"
          label="Priority"
          required
          options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField name="hours_per_week" label="Hours per week" required min={1} max={60} description="1–60 h" />
        <DateField name="start_date" label="Start" required description="Within the engagement's dates" />
        <DateField name="end_date" label="End" required />
      </div>
      <SkillRows />
      <CertificationRows />
      <LanguageRows />
      <CheckboxField name="has_window" label="Needs working-hour overlap with a time zone" />
      <WindowFields />
      <TextareaField name="notes" label="Notes" rows={3} />
      <ErrorSummary />
      <FormActions>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            api.allowLeave();
            onCancel();
          }}
        >
          Cancel
        </Button>
        {canSaveDraft ? (
          <SubmitButton variant="outline" onClick={submitAs(false)} pendingLabel="Saving…">
            Save draft
          </SubmitButton>
        ) : null}
        <SubmitButton onClick={submitAs(true)} pendingLabel="Submitting…">
          {canSaveDraft ? 'Submit request' : 'Save changes'}
        </SubmitButton>
      </FormActions>
      <DuplicateRequestDialog
        message={duplicate}
        pending={filing}
        onFileAnyway={() => void fileAnyway()}
        onCancel={() => setDuplicate(null)}
      />
    </Form>
  );
}
