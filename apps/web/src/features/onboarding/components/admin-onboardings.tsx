import { useState } from 'react';
import { Link } from 'react-router';
import { UserRoundPlus } from 'lucide-react';
import type { Onboarding } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { PercentBar, percentOf } from '@/components/percent-bar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useNewInvitation } from '../api/onboardings';
import { Checklist } from './checklist';

/** Admin: every onboarding with its progress and overdue tasks; tick, hand over, send a new invitation link. */
export function AdminOnboardings({ onboardings }: { onboardings: Onboarding[] }) {
  if (onboardings.length === 0) {
    return (
      <EmptyState
        icon={UserRoundPlus}
        title="No onboarding in progress"
        description="Moving a candidate to Hired on the Recruiting Dashboard starts one."
        action={
          <Link to="/recruiting" className="underline-offset-4 hover:underline">
            Open the Recruiting Dashboard
          </Link>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {onboardings.map((onboarding) => (
        <OnboardingCard key={onboarding.id} onboarding={onboarding} />
      ))}
    </ul>
  );
}

function OnboardingCard({ onboarding }: { onboarding: Onboarding }) {
  const invite = useNewInvitation();
  const [link, setLink] = useState<{ url: string; expires_at: string } | null>(null);
  const percent = percentOf(onboarding.done, onboarding.total);
  const headingId = `onboarding-${onboarding.id}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            <Link to={`/consultants/${onboarding.consultant_id}`} className="underline-offset-4 hover:underline">
              {onboarding.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">
            {onboarding.job_title ?? 'Consultant'} · starts {formatDate(onboarding.start_date)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {onboarding.overdue ? <Badge variant="danger">{onboarding.overdue} overdue</Badge> : null}
          <Badge variant={onboarding.has_account ? 'success' : 'warning'}>
            {onboarding.has_account ? 'Account claimed' : 'Invitation pending'}
          </Badge>
        </div>
      </div>
      <div className="flex items-center gap-3 text-sm">
        <PercentBar value={percent} label={`Progress of ${onboarding.name}`} className="flex-1" />
        <span className="tabular-nums">
          {onboarding.done} of {onboarding.total} done
        </span>
      </div>
      {!onboarding.has_account ? (
        <div className="flex flex-col gap-2 text-sm">
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={invite.isPending}
            onClick={() =>
              invite.mutate(onboarding.consultant_id, {
                onSuccess: setLink,
                onError: (error) => toast.error(error.message || 'Could not create the link.'),
              })
            }
          >
            New invitation link<span className="sr-only"> for {onboarding.name}</span>
          </Button>
          {link ? (
            <p className="break-all">
              <span className="text-muted-foreground">Send this single-use link to {onboarding.email}: </span>
              <a href={link.url} className="font-mono text-xs underline-offset-4 hover:underline">
                {link.url}
              </a>{' '}
              <span className="text-muted-foreground">(valid until {formatDateTime(link.expires_at)})</span>
            </p>
          ) : null}
        </div>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm font-medium">Checklist</summary>
        <Checklist onboarding={onboarding} canReassign />
      </details>
    </li>
  );
}
