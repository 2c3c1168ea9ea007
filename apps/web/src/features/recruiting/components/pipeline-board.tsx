import { CsvExportButton } from '@/components/data-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Applicant, CandidateStage } from '@praxis/shared';
import { Board } from '@/components/board';
import { ErrorState } from '@/components/error-state';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { usePipeline, useMoveCandidate } from '../api/pipeline';
import { SOURCE_LABELS, STAGE_LABELS } from '../lib/labels';
import { RejectDialog } from './reject-dialog';

/** Candidates across all positions, a column per stage, moved by drag or keyboard (the shared board kit). */
export function PipelineBoard() {
  const positionId = '';
  const pipeline = usePipeline(positionId);
  const move = useMoveCandidate(positionId);
  type Move = Parameters<typeof move.mutate>[0];
  const [rejecting, setRejecting] = useState<{ move: Move; name: string } | null>(null);
  if (pipeline.isPending) return <Skeleton className="h-64" />;
  if (pipeline.isError) {
    return <ErrorState title="We could not load the pipeline." onRetry={() => void pipeline.refetch()} />;
  }
  return (
    <>
      <div className="flex justify-end">
        <CsvExportButton csv={{ path: '/api/recruiting/candidates', search: {}, filename: 'candidates.csv' }} />
      </div>
      <Board<Applicant, CandidateStage>
        columns={pipeline.data}
        columnLabel={(stage) => STAGE_LABELS[stage]}
        renderColumnHeader={(column) => (
          <span className="font-medium">
            {STAGE_LABELS[column.id]} <span className="text-muted-foreground tabular-nums">{column.total}</span>
          </span>
        )}
        cardLabel={(item) => `${item.first_name} ${item.last_name}`}
        renderCard={(item) => (
          <div className="flex flex-col gap-1">
            <Link to={`/recruiting/candidates/${item.id}`} className="font-medium underline-offset-4 hover:underline">
              {item.first_name} {item.last_name}
            </Link>
            <p className="text-xs text-muted-foreground">{item.position_title}</p>
            <Badge variant="secondary">{SOURCE_LABELS[item.source]}</Badge>
          </div>
        )}
        canMove={(item) => !item.erased}
        lockedReason="This candidate’s personal data was erased."
        onMove={(to, item) => {
          const next = { ...to, version: item.version };
          // A rejection waits for its reason; the card stays where it was until then.
          if (to.column === 'rejected') setRejecting({ move: next, name: `${item.first_name} ${item.last_name}` });
          else return move.mutateAsync(next);
        }}
        // A hire creates the consultant and starts their onboarding, and is not undone from a toast: it asks first.
        confirmMove={(item, stage) =>
          stage === 'hired'
            ? {
                title: `Hire ${item.first_name} ${item.last_name}?`,
                description: `This creates their consultant profile and starts their onboarding for ${item.position_title}. It cannot be undone from here.`,
                confirmLabel: 'Hire',
              }
            : null
        }
        canUndo={(_item, from, to) => to !== 'hired' && from !== 'hired'}
        emptyColumnText="No candidates. Drop a card here."
        isBusy={pipeline.isFetching}
      />
      <RejectDialog
        name={rejecting?.name ?? ''}
        open={rejecting !== null}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          if (rejecting) move.mutate({ ...rejecting.move, reason });
          setRejecting(null);
        }}
      />
    </>
  );
}
