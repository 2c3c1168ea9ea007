import { useState } from 'react';
import type { CandidateMatch } from '@praxis/shared';
import { SCORE_PART_LABELS } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { useUrlParams } from '@/lib/use-url-params';
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

/**
 * The ranked candidates, each with the breakdown that explains its score. "Qualified only" (kept in the URL, so a
 * shared link shows the same list) asks the server for those with every must-have and says how many it left out.
 */
export function CandidateList({ requestId, request, canPropose, isPending, onPropose }: CandidateListProps) {
  const [whatIf, setWhatIf] = useState<CandidateMatch | null>(null);
  const { params, set } = useUrlParams();
  const qualifiedOnly = params.get('qualified') === '1';
  const all = useCandidates(requestId);
  const qualified = useCandidates(requestId, qualifiedOnly, true);
  const hidden = all.data && qualified.data ? all.data.total - qualified.data.total : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4"
            checked={qualifiedOnly}
            onChange={(event) => set({ qualified: event.target.checked ? '1' : undefined }, { replace: true })}
          />
          Qualified only
        </label>
        <p role="status" className="min-h-5 text-muted-foreground">
          {qualifiedOnly && hidden !== null
            ? hidden === 0
              ? 'Nobody hidden: every candidate has the must-haves.'
              : `${hidden} hidden: missing a must-have.`
            : ''}
        </p>
      </div>
      <QueryState
        query={qualifiedOnly ? qualified : all}
        loading={<Skeleton className="h-48 w-full" />}
        errorTitle="We could not rank the candidates."
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {qualifiedOnly
                ? 'Nobody has every must-have. Clear “Qualified only” to see the closest matches.'
                : 'Nobody to rank yet.'}
            </p>
          ) : (
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
          )
        }
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
    </div>
  );
}
