import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { engagementCreateSchema, type EngagementType } from '@praxis/shared';
import { AccessDenied } from '@/components/access-denied';
import { NotFound } from '@/components/not-found';
import { PageHeader } from '@/components/page-header';
import { GoldenKitOffer } from '@/entities/golden-kit/golden-kit-offer';
import { Card, CardContent } from '@/components/ui/card';
import { fieldErrorsOf } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useCreateEngagement } from '../api/create-engagement';
import { ENGAGEMENT_TYPE_SINGULAR, engagementPath, isEngagementType } from '../lib/engagement-type';
import { validate } from '../lib/form';
import { draftOf, EngagementForm, inputOf, type EngagementDraft } from './engagement-form';

/** /engagements/{type}/new (engagements.create); `?client_id=` preselects the client. */
export function NewEngagementPage() {
  const { type } = useParams();
  const canCreate = useCan('engagements.create');
  if (!isEngagementType(type)) return <NotFound />;
  if (!canCreate) return <AccessDenied />;
  return <NewEngagement type={type} />;
}

function NewEngagement({ type }: { type: EngagementType }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canSeeMoney = useCan('finance.view');
  const create = useCreateEngagement();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = `New ${ENGAGEMENT_TYPE_SINGULAR[type]}`;
  const check = (draft: EngagementDraft) =>
    validate(engagementCreateSchema, { ...inputOf(draft, canSeeMoney), type }).errors;

  const submit = (draft: EngagementDraft) => {
    const { data } = validate(engagementCreateSchema, { ...inputOf(draft, canSeeMoney), type });
    if (!data) return;
    create.mutate(data, {
      onSuccess: (engagement) => {
        toast.success('Engagement created');
        void navigate(engagementPath(type, engagement.id));
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length) setErrors(fields);
        else toast.error(error.message || 'Could not create the engagement.');
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title={title} description="Start with the basics; add the team once it is saved." />
      <GoldenKitOffer type={type} />
      <Card>
        <CardContent>
          <EngagementForm
            initial={draftOf(undefined, params.get('client_id') ?? '')}
            submitLabel={`Create ${ENGAGEMENT_TYPE_SINGULAR[type]}`}
            pendingLabel="Creating..."
            isPending={create.isPending}
            errors={errors}
            onValidate={check}
            onSubmit={submit}
            onCancel={() => void navigate(engagementPath(type))}
          />
        </CardContent>
      </Card>
    </div>
  );
}
