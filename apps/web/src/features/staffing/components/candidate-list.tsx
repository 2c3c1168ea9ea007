import { useState } from 'react';
import type { CandidateMatch } from '@praxis/shared';
import { SCORE_PART_LABELS } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { useCandidates } from '../api/staffing-proposals';
import { WhatIfDialog, type WhatIfRequest } from './what-if-dialog';

interface CandidateListProps {
  requestId: string;
  /** The request as the what-if describes it (the board's what-if, one candidate at a time). */
  request: WhatIfRequest;
  canPropose: boolean;
  isPending: boolean;
  onPropose: (candidate: CandidateMatch, accept: boolean) => void;
}

/** The ranked candidates, each with the breakdown that explains its score. */
export function CandidateList({ requestId, request, canPropose, isPending, onPropose }: CandidateListProps) {
  const candidates = useCandidates(requestId);
  const [whatIf, setWhatIf] = useState<CandidateMatch | null>(null);
  return (
    <>
      <QueryState
        query={candidates}
        loading={<Skeleton className="h-48 w-full" />}
        errorTitle="We could not rank the candidates."
      >
        {({ items }) => (
          <ol className="flex flex-col gap-2" aria-label="Ranked candidates">
            {items.map((candidate, index) => (
              <li
                key={candidate.consultant_id}
                className="flex flex-col gap-2 rounded-md border p-3"
                data-candidate={candidate.name}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium">
                    {index + 1}. {candidate.name}{' '}
                    <span className="text-sm font-normal text-muted-foreground">
                      {candidate.job_title ?? 'No job title'} · {candidate.location ?? 'No location'}
                    </span>
                  </p>
                  <p className="text-sm font-semibold" aria-label={`Score ${candidate.score} of 100`}>
                    {candidate.excluded ? 'Missing a must-have · ' : ''}
                    {candidate.score}
                  </p>
                </div>
                <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  {candidate.parts.map((part) => (
                    <li key={part.part}>
                      <span className="text-muted-foreground">{SCORE_PART_LABELS[part.part]}: </span>
                      {part.details.join(' · ')}
                    </li>
                  ))}
                </ul>
                {canPropose ? (
                  <div className="flex flex-wrap gap-2">
                    {candidate.proposal_status && candidate.proposal_status !== 'declined' ? (
                      <span className="text-sm text-muted-foreground">Already {candidate.proposal_status}</span>
                    ) : (
                      <>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={isPending}
                          onClick={() => onPropose(candidate, false)}
                        >
                          Propose {candidate.name}
                        </Button>
                        <Button size="sm" disabled={isPending} onClick={() => onPropose(candidate, true)}>
                          Propose and accept
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`What if: ${candidate.name}`}
                          onClick={() => setWhatIf(candidate)}
                        >
                          What if…
                        </Button>
                      </>
                    )}
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <WhatIfDialog
        request={whatIf ? request : null}
        candidates={whatIf ? [{ consultant_id: whatIf.consultant_id, name: whatIf.name }] : []}
        isPending={isPending}
        onClose={() => setWhatIf(null)}
        onPropose={() => {
          if (whatIf) onPropose(whatIf, false);
          setWhatIf(null);
        }}
      />
    </>
  );
}
