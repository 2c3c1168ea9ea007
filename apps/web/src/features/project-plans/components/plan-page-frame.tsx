import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarRange } from 'lucide-react';
import type { Plan } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { NotFound } from '@/components/not-found';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { usePlan } from '../api/get-plan';
import { usePlans } from '../api/list-plans';
import { PlanStatusChip } from './plan-chips';
import { planUrl, type PlanView } from './plan-links';

/** Builder, viewer and Gantt take the plan from `?plan=`; without it they offer the plans to open. */
export function PlanPageFrame({
  title,
  view,
  children,
}: {
  title: string;
  /** The page's view of the plan, which the chooser's links open. */
  view: PlanView;
  children: (plan: Plan) => ReactNode;
}) {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const plan = usePlan(planId);
  if (!planId) return <PlanChooser title={title} view={view} />;
  if (plan.isError) {
    if (isApiError(plan.error) && (plan.error.status === 404 || plan.error.status === 422)) return <NotFound />;
    return <ErrorState title="We could not load this plan." error={plan.error} onRetry={() => void plan.refetch()} />;
  }
  if (!plan.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  return <>{children(plan.data)}</>;
}

function PlanChooser({ title, view }: { title: string; view: PlanView }) {
  const plans = usePlans({ page: 1 });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title={title} description="Choose the plan to open." />
      <QueryState
        query={plans}
        loading={<Skeleton className="h-48 w-full" />}
        errorTitle="We could not load the plans."
        empty={
          <EmptyState
            icon={CalendarRange}
            title="No plans yet"
            description="Create one from the plans page."
            action={
              <Link to="/project-plan" className="text-primary underline">
                Project Plans
              </Link>
            }
          />
        }
      >
        {({ items }) => (
          <ul className="divide-y rounded-lg border">
            {items.map((plan) => (
              <li key={plan.id}>
                <Link
                  to={planUrl(view, plan.id)}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-accent"
                >
                  <span className="flex flex-col">
                    <span className="font-medium">{plan.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {plan.engagement_name} · {plan.client_name}
                    </span>
                  </span>
                  <PlanStatusChip status={plan.status} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
