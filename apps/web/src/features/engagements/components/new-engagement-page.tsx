import { useNavigate, useParams, useSearchParams } from 'react-router';
import { engagementCreateSchema, type EngagementType } from '@praxis/shared';
import { AccessDenied } from '@/components/access-denied';
import { NotFound } from '@/components/not-found';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { GoldenKitOffer } from '@/entities/golden-kit/golden-kit-offer';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
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
  const title = `New ${ENGAGEMENT_TYPE_SINGULAR[type]}`;
  const api = useApiForm({
    schema: engagementCreateSchema,
    defaultValues: engagementValuesOf(undefined, params.get('client_id') ?? ''),
    toInput: (values) => ({ ...engagementInputOf(values, canSeeMoney), type }),
    submit: create.mutateAsync,
    errorMessage: 'Could not create the engagement.',
    onSuccess: (engagement) => {
      toast.success('Engagement created');
      void navigate(engagementPath(type, engagement.id));
    },
  });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title={title} description="Start with the basics; add the team once it is saved." />
      <GoldenKitOffer type={type} />
      <Card>
        <CardContent>
          <Form api={api}>
            <EngagementFields />
            <FormActions>
              <Button
                variant="outline"
                onClick={() => {
                  api.allowLeave();
                  void navigate(engagementPath(type));
                }}
              >
                Cancel
              </Button>
              <SubmitButton pendingLabel="Creating...">{`Create ${ENGAGEMENT_TYPE_SINGULAR[type]}`}</SubmitButton>
            </FormActions>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
