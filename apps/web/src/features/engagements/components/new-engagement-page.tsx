import { useNavigate, useParams, useSearchParams } from 'react-router';
import { engagementCreateSchema, type EngagementType } from '@praxis/shared';
import { AccessDenied } from '@/components/access-denied';
import { NotFound } from '@/components/not-found';
import { CreateFormPage } from '@/components/form/create-form-page';
import { useApiForm } from '@/components/form/use-api-form';
import { GoldenKitOffer } from '@/entities/golden-kit/golden-kit-offer';
import { useCan } from '@/lib/permissions';
import { useCreateEngagement } from '../api/create-engagement';
import { ENGAGEMENT_TYPE_SINGULAR, engagementPath, engagementTypeOfSlug } from '../lib/engagement-type';
import { EngagementFields, engagementInputOf, engagementValuesOf } from './engagement-form';

/** /engagements/{type}/new (engagements.create); `?client_id=` preselects the client. */
export function NewEngagementPage() {
  const type = engagementTypeOfSlug(useParams().type);
  const canCreate = useCan('engagements.create');
  if (!type) return <NotFound />;
  if (!canCreate) return <AccessDenied />;
  return <NewEngagement type={type} />;
}

function NewEngagement({ type }: { type: EngagementType }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canSeeMoney = useCan('finance.view');
  const create = useCreateEngagement();
  const api = useApiForm({
    schema: engagementCreateSchema,
    defaultValues: engagementValuesOf(undefined, params.get('client_id') ?? ''),
    toInput: (values) => ({ ...engagementInputOf(values, canSeeMoney), type }),
    submit: create.mutateAsync,
    errorMessage: 'Could not create the engagement.',
    successMessage: 'Engagement created',
    onSuccess: (engagement) => void navigate(engagementPath(type, engagement.id)),
  });

  return (
    <CreateFormPage
      title={`New ${ENGAGEMENT_TYPE_SINGULAR[type]}`}
      description="Start with the basics; add the team once it is saved."
      intro={<GoldenKitOffer type={type} />}
      api={api}
      cancelTo={engagementPath(type)}
      submitLabel={`Create ${ENGAGEMENT_TYPE_SINGULAR[type]}`}
    >
      <EngagementFields />
    </CreateFormPage>
  );
}
