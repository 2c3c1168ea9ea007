import { Link, useNavigate } from 'react-router';
import { Info } from 'lucide-react';
import { consultantCreateSchema } from '@praxis/shared';
import { AccessDenied } from '@/components/access-denied';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useCreateConsultant } from '../api/create-consultant';
import { validate } from '../lib/form';
import { ConsultantForm, valuesOf } from './consultant-form';
import type { InvitationLinkState } from './invitation-card';

/** /consultants/new (`consultants.manage`): a profile that the person claims through its invitation link. */
export function NewConsultantPage() {
  const canManage = useCan('consultants.manage');
  return canManage ? <NewConsultantForm /> : <AccessDenied />;
}

function NewConsultantForm() {
  const navigate = useNavigate();
  const create = useCreateConsultant();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link to="/consultants" className="hover:underline">
          Consultants
        </Link>
        <span aria-hidden> / </span>
        <span aria-current="page">New consultant</span>
      </nav>
      <PageHeader title="New consultant" description="Add someone to the directory." />
      <div className="rounded-xl border p-5">
        <ConsultantForm
          initial={valuesOf()}
          validate={(payload) =>
            validate(consultantCreateSchema, { first_name: '', last_name: '', email: '', ...payload }).errors
          }
          submitLabel="Create consultant"
          pendingLabel="Creating…"
          onCancel={() => void navigate('/consultants')}
          footer={
            <p className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-sm">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                <strong className="font-medium">Sign-in account:</strong> creating the profile makes a single-use
                invitation link (valid 7 days), shown on the next page for you to copy and send. Signing up with this
                email without the link is refused.
              </span>
            </p>
          }
          onSubmit={async (payload) => {
            const created = await create.mutateAsync(payload as Parameters<typeof create.mutateAsync>[0]);
            toast.success('Consultant created');
            const state: InvitationLinkState = { invitation: created.invitation };
            await navigate(`/consultants/${created.id}`, { state });
          }}
        />
      </div>
    </div>
  );
}
