import { useState } from 'react';
import { Link } from 'react-router';
import { Lightbulb } from 'lucide-react';
import type { DemandSignal } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TitledSection } from '@/components/titled-section';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useHasRole } from '@/lib/permissions';
import { useDemand } from '../api/insights';
import { OpenPositionDialog } from './open-position-dialog';

/** Hiring demand from the staffing data (docs/product.md §11.12): each suggestion with its requests and roll-offs as evidence. */
export function DemandPanel() {
  const demand = useDemand();
  const isAdmin = useHasRole('admin');
  const [opening, setOpening] = useState<DemandSignal | null>(null);
  return (
    <TitledSection
      id="demand-heading"
      title="Hiring demand"
      description="Must-have skills that open resource requests have waited a week or more for, and who could take them."
      className="flex flex-col gap-3"
    >
      <QueryState
        query={demand}
        loading={<Skeleton className="h-32 w-full" aria-label="Loading hiring demand" />}
        errorTitle="Could not compute the demand"
        empty={
          <EmptyState
            icon={Lightbulb}
            title="No unmet demand"
            description="No open request has waited a week for a must-have skill."
          />
        }
      >
        {(signals) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {signals.map((signal) => (
              <li
                key={`${signal.product_id ?? signal.category_id}-${signal.min_rating}`}
                className="rounded-lg border p-4"
              >
                <p className="font-medium">{signal.headline}</p>
                <p className="text-sm text-muted-foreground">{signal.supply}</p>
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer">Evidence</summary>
                  <ul className="mt-1 list-disc pl-5">
                    {signal.requests.map((request) => (
                      <li key={request.id}>
                        {isAdmin ? (
                          <Link
                            to={`/admin-resource-requests/${request.id}`}
                            className="underline-offset-4 hover:underline"
                          >
                            {request.engagement_name}
                          </Link>
                        ) : (
                          request.engagement_name
                        )}{' '}
                        · {request.job_title ?? 'any title'} · waiting {request.days_waiting} days
                      </li>
                    ))}
                    {signal.rolling_off.map((person) => (
                      <li key={person.consultant_id}>
                        <Link
                          to={`/consultants/${person.consultant_id}`}
                          className="underline-offset-4 hover:underline"
                        >
                          {person.name}
                        </Link>{' '}
                        rolls off on {formatDate(person.date)} with no follow-on work
                      </li>
                    ))}
                  </ul>
                </details>
                <Button size="sm" className="mt-3" onClick={() => setOpening(signal)}>
                  Open a position<span className="sr-only"> for {signal.skill}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <OpenPositionDialog signal={opening} onClose={() => setOpening(null)} />
    </TitledSection>
  );
}
