import { useNavigate } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Info } from 'lucide-react';
import { consultantCreateSchema, type ConsultantCreate } from '@praxis/shared';
import { AccessDenied } from '@/components/access-denied';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useCreateConsultant } from '../api/create-consultant';
import { ConsultantFields, consultantPayloadOf, consultantValuesOf, useConsultantFieldAccess } from './consultant-form';
import type { InvitationLinkState } from './invitation-card';

/** /consultants/new (`consultants.manage`): a profile that the person claims through its invitation link. */
export function NewConsultantPage() {
  const canManage = useCan('consultants.manage');
  return canManage ? <NewConsultantForm /> : <AccessDenied />;
}

const EMPTY = consultantValuesOf();

function NewConsultantForm() {
  const navigate = useNavigate();
  const create = useCreateConsultant();
  const { allowed } = useConsultantFieldAccess();
  const api = useApiForm({
    schema: consultantCreateSchema,
    defaultValues: EMPTY,
    // Only what was filled in; the required names and email are always checked.
    toInput: (values) => ({ first_name: '', last_name: '', email: '', ...consultantPayloadOf(values, EMPTY, allowed) }),
    submit: (input) => create.mutateAsync(input as ConsultantCreate),
    errorMessage: 'Could not create the consultant.',
    onSuccess: (created) => {
      toast.success('Consultant created');
      const state: InvitationLinkState = { invitation: created.invitation };
      void navigate(`/consultants/${created.id}`, { state });
    },
  });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Breadcrumbs items={[{ label: 'Consultants', to: '/consultants' }, { label: 'New Consultant' }]} />
      <PageHeader title="New Consultant" description="Add someone to the directory." />
      <div className="rounded-xl border p-5">
        <Form api={api}>
          <ConsultantFields />
          <p className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-sm">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              <strong className="font-medium">Sign-in account:</strong> creating the profile makes a single-use
              invitation link (valid 7 days), shown on the next page for you to copy and send. Signing up with this
              email without the link is refused.
            </span>
          </p>
          <CancelSubmitActions
            onCancel={() => {
              api.allowLeave();
              void navigate('/consultants');
            }}
            pendingLabel="Creating…"
          >
            Create consultant
          </CancelSubmitActions>
        </Form>
      </div>
    </div>
  );
}
