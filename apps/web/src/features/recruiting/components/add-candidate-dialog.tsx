import { applicantCreateSchema, CANDIDATE_SOURCES, type ApplicantCreate, type CandidateSource } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { blankToNull } from '@/components/form/values';
import { toast } from '@/lib/toast';
import { useAddCandidate } from '../api/candidate';
import { useOpenPositions } from '../api/positions';
import { SOURCE_LABELS } from '../lib/labels';

interface AddCandidateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const SOURCE_OPTIONS = CANDIDATE_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] }));

/** Recruiting adds someone who applied (a job board, an agency, directly): they start in Applied. */
export function AddCandidateDialog({ open, onOpenChange }: AddCandidateDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Candidate"
      description="They join the pipeline in Applied, for the position you choose."
    >
      {open ? <AddCandidateForm onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function AddCandidateForm({ onDone }: { onDone: () => void }) {
  const positions = useOpenPositions();
  const add = useAddCandidate();
  const api = useApiForm({
    schema: applicantCreateSchema,
    defaultValues: {
      position_id: '',
      source: 'direct' as CandidateSource,
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      linkedin_url: '',
      notes: '',
    },
    toInput: (values): ApplicantCreate => ({
      position_id: values.position_id,
      source: values.source,
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone: blankToNull(values.phone),
      linkedin_url: blankToNull(values.linkedin_url),
      notes: blankToNull(values.notes),
    }),
    submit: (input) => add.mutateAsync(input),
    errorMessage: 'Could not add the candidate.',
    onSuccess: (candidate) => {
      toast.success(`${candidate.first_name} ${candidate.last_name} added to Applied`);
      onDone();
    },
  });
  const options = (positions.data?.items ?? []).map((position) => ({ value: position.id, label: position.title }));
  return (
    <Form api={api}>
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <SelectField name="position_id" label="Position" options={options} placeholder="Choose a position" required />
        <SelectField name="source" label="Source" options={SOURCE_OPTIONS} required />
        <TextField name="first_name" label="First name" required />
        <TextField name="last_name" label="Last name" required />
        <TextField name="email" label="Email" type="email" required />
        <TextField name="phone" label="Phone" type="tel" />
      </div>
      <TextField name="linkedin_url" label="LinkedIn profile" type="url" />
      <TextareaField name="notes" label="Notes" />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Adding…">
        Add candidate
      </CancelSubmitActions>
    </Form>
  );
}
