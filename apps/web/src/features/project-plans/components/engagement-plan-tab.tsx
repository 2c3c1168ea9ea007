import { useNavigate } from 'react-router';
import { CalendarRange } from 'lucide-react';
import type { EngagementType } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { usePlans } from '../api/list-plans';
import { NewPlanDialog } from './new-plan-dialog';
import { PlanStatusChip, ProgressBar } from './plan-chips';
import { planUrl, PlanViewLink } from './plan-links';

/** The engagement's plan tab: its plan and progress, or a way to create it. */
export function EngagementPlanTab({ engagement }: { engagement: { id: string; type: EngagementType; name: string } }) {
  const navigate = useNavigate();
  const plans = usePlans({ page: 1, engagement_id: engagement.id });
  if (plans.isError)
    return <ErrorState title="We could not load the plan." error={plans.error} onRetry={() => void plans.refetch()} />;
  if (!plans.data) return <Skeleton className="h-40 w-full" />;
  const plan = plans.data.items[0];
  if (!plan) {
    return (
      <EmptyState
        icon={CalendarRange}
        title="No plan yet"
        description={`${engagement.name} has no project plan. Start one from a template.`}
        action={
          <NewPlanDialog
            engagementId={engagement.id}
            engagementType={engagement.type}
            onCreated={(created) => navigate(planUrl('builder', created.id))}
          />
        }
      />
    );
  }
  return (
    <section aria-labelledby="plan-tab" className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-tab" className="text-lg font-semibold">
          {plan.name}
        </h2>
        <PlanStatusChip status={plan.status} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Progress</dt>
          <dd>
            <ProgressBar value={plan.percent_complete} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Next milestone</dt>
          <dd>
            {plan.next_milestone
              ? `${plan.next_milestone.name} · ${formatDate(plan.next_milestone.date)}`
              : 'None ahead'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Slipping tasks</dt>
          <dd>{plan.slipping_count}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <PlanViewLink view="viewer" planId={plan.id} primary>
          Open the plan
        </PlanViewLink>
        <PlanViewLink view="builder" planId={plan.id} />
        <PlanViewLink view="gantt" planId={plan.id} />
      </div>
    </section>
  );
}
