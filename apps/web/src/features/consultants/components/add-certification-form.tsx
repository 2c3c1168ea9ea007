import { certificationLinkInputSchema, type ConsultantProfile } from '@praxis/shared';
import { DateField, SelectField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { toast } from '@/lib/toast';
import { useAddCertification } from '../api/add-certification';
import { useCatalogue } from '../api/list-catalogue';
import { toastFailure } from '../lib/errors';

const EMPTY = { certification_id: '', issued_on: '', expires_on: '' };

/** Add a certification the consultant does not hold yet; the shared schema says an expiry cannot precede the issue. */
export function AddCertificationForm({ profile }: { profile: ConsultantProfile }) {
  const catalogue = useCatalogue('certifications');
  const add = useAddCertification();
  const held = new Set(profile.certifications.map((cert) => cert.certification_id));
  const api = useApiForm({
    schema: certificationLinkInputSchema,
    defaultValues: EMPTY,
    toInput: (values) => ({
      certification_id: values.certification_id,
      issued_on: values.issued_on || null,
      expires_on: values.expires_on || null,
    }),
    submit: (input) => add.mutateAsync({ consultantId: profile.consultant.id, ...input }),
    onSuccess: () => {
      toast.success('Certification added');
      api.form.reset(EMPTY);
    },
    onError: (error) => {
      toastFailure('Could not add the certification.')(error);
      return true;
    },
    guard: false,
  });
  const options = (catalogue.data ?? [])
    .filter((cert) => !held.has(cert.id))
    .map((cert) => ({ value: cert.id, label: cert.name }));

  return (
    <Form api={api} aria-label="Add a certification" className="flex-row flex-wrap items-start gap-3 border-t pt-4">
      <SelectField
        name="certification_id"
        label="Certification"
        placeholder="Choose a certification"
        options={options}
        className="min-w-56 flex-1"
      />
      <DateField name="issued_on" label="Issued on" />
      <DateField name="expires_on" label="Expires on" />
      <SubmitButton variant="outline" className="mt-6" pendingLabel="Adding…">
        Add certification
      </SubmitButton>
    </Form>
  );
}
