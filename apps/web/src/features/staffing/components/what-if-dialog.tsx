import type { QueueItem } from '@praxis/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateRange } from '@/lib/dates';
import { hoursText } from '../lib/labels';
import { WhatIfPanel, type WhatIfCandidate } from './what-if-panel';

export interface WhatIfRequest {
  id: string;
  engagement_name: string;
  job_title: string | null;
  start_date: string;
  end_date: string;
  hours_remaining: number;
}

interface WhatIfDialogProps {
  request: WhatIfRequest | null;
  candidates: readonly WhatIfCandidate[];
  isPending: boolean;
  onClose: () => void;
  onPropose: (candidate: WhatIfCandidate) => void;
}

/** The what-if in a dialog: how booking a candidate moves the forecast, before proposing them. */
export function WhatIfDialog({ request, candidates, isPending, onClose, onPropose }: WhatIfDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>What if: {request?.engagement_name}</DialogTitle>
          <DialogDescription>
            {request
              ? `${request.job_title ?? 'Any job title'} · ${formatDateRange(request.start_date, request.end_date)} · ${hoursText(Math.max(1, request.hours_remaining))}/week open. See how a booking changes the forecast before proposing.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {request ? (
          <WhatIfPanel
            key={request.id}
            requestId={request.id}
            candidates={candidates}
            isPending={isPending}
            onPropose={onPropose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** A queue item's candidates for the board's what-if: its top candidates first, then everyone on the board. */
export function boardCandidates(
  item: QueueItem | null,
  people: readonly { id: string; name: string }[],
): WhatIfCandidate[] {
  const top = (item?.top ?? []).filter((candidate) => !candidate.excluded);
  const seen = new Set(top.map((candidate) => candidate.consultant_id));
  return [
    ...top.map(({ consultant_id, name }) => ({ consultant_id, name })),
    ...people
      .filter((person) => !seen.has(person.id))
      .map((person) => ({ consultant_id: person.id, name: person.name })),
  ];
}
