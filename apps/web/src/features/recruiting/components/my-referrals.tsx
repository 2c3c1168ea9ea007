import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/titled-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyReferrals } from '../api/referrals';
import { STAGE_LABELS } from '../lib/labels';

/** The caller's own referrals and the stage each is in — nothing more about them. */
export function MyReferrals() {
  const referrals = useMyReferrals();
  return (
    <TitledCard title="My referrals">
      <QueryState
        query={referrals}
        loading={<Skeleton className="h-16" />}
        errorTitle="We could not load your referrals."
        empty={<p className="text-sm text-muted-foreground">You have not referred anyone yet.</p>}
      >
        {(mine) => (
          <ul className="divide-y" aria-label="My referrals">
            {mine.map((referral) => (
              <li key={referral.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{referral.candidate_name}</span>
                  <span className="text-sm text-muted-foreground"> · {referral.position_title}</span>
                </span>
                <Badge variant="outline">{STAGE_LABELS[referral.stage]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </TitledCard>
  );
}
