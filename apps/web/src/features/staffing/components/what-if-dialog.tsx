import type { QueueItem } from '@praxis/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateRange } from '@/lib/dates';
import { hoursText } from '../lib/labels';
import { WhatIfPanel, type WhatIfCandidate } from './what-if-panel';

interface WhatIfDialogProps {
  item: QueueItem | null;
  /** The people on the board, tried after the request's top candidates. */
  people: readonly { id: string; name: string }[];
  isPending: boolean;
  onClose: () => void;
  onPropose: (item: QueueItem, candidate: WhatIfCandidate) => void;
}

/** The board's what-if: a request's top candidates first, then everyone on the board. */
export function WhatIfDialog({ item, people, isPending, onClose, onPropose }: WhatIfDialogProps) {
  const top = (item?.top ?? []).filter((candidate) => !candidate.excluded);
  const seen = new Set(top.map((candidate) => candidate.consultant_id));
  const candidates: WhatIfCandidate[] = [
    ...top.map(({ consultant_id, name }) => ({ consultant_id, name })),
    ...people
      .filter((person) => !seen.has(person.id))
      .map((person) => ({ consultant_id: person.id, name: person.name })),
  ];
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>What if: {item?.engagement_name}</DialogTitle>
          <DialogDescription>
            {item
              ? `${item.job_title ?? 'Any job title'} · ${formatDateRange(item.start_date, item.end_date)} · ${hoursText(item.hours_remaining)}/week open. See how a booking changes the forecast before proposing.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {item ? (
          <WhatIfPanel
            key={item.id}
            requestId={item.id}
            candidates={candidates}
            isPending={isPending}
            onPropose={(candidate) => onPropose(item, candidate)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
