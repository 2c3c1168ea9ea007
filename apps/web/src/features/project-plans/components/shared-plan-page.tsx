import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useSharedPlan } from '../api/share-links';
import { PlanViewer } from './plan-viewer-page';

/** /shared-plan/{token}: a plan opened from a share link, read-only and without sign-in. */
export function SharedPlanPage() {
  const { token = '' } = useParams();
  const plan = useSharedPlan(token);
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 p-4 sm:p-8">
      {plan.isError ? (
        isApiError(plan.error) && (plan.error.status === 404 || plan.error.status === 422) ? (
          <div className="rounded-lg border p-8 text-center">
            <title>Plan not available · Praxis</title>
            <h1 className="text-xl font-semibold">This link does not open a plan</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              It may have expired or been revoked. Ask the person who shared it for a new link.
            </p>
          </div>
        ) : (
          <ErrorState title="We could not load this plan." error={plan.error} onRetry={() => void plan.refetch()} />
        )
      ) : plan.data ? (
        <PlanViewer plan={plan.data} shared />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </main>
  );
}
