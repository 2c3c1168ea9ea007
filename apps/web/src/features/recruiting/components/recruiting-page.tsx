import { useState } from 'react';
import { Plus, UserPlus, UserRoundPlus } from 'lucide-react';
import type { Position } from '@praxis/shared';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Can, useCan } from '@/lib/permissions';
import { TitledSection } from '@/components/titled-section';
import { AddCandidateDialog } from './add-candidate-dialog';
import { AnalyticsPanel } from './analytics-panel';
import { DemandPanel } from './demand-panel';
import { MyReferrals } from './my-referrals';
import { PipelineBoard } from './pipeline-board';
import { PositionDialog } from './position-dialog';
import { PositionsTable } from './positions-table';
import { ReferDialog } from './refer-dialog';
import { RetentionPanel } from './retention-panel';

/** /recruiting: open positions and referrals for everyone; the candidate pipeline for admin and Project Manager. */
export function RecruitingPage() {
  const [page, setPage] = useState(1);
  const [referFor, setReferFor] = useState<string | null>(null);
  const managesPositions = useCan('recruiting.candidates');
  // null = closed; 'new' = a new position; else the position edited.
  const [editing, setEditing] = useState<Position | 'new' | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Recruiting Dashboard"
        description="Open positions, referrals and the candidate pipeline."
        actions={
          <>
            {managesPositions ? (
              <Button variant="outline" onClick={() => setEditing('new')}>
                <Plus aria-hidden />
                New Position
              </Button>
            ) : null}
            {managesPositions ? (
              <Button variant="outline" onClick={() => setAdding(true)}>
                <UserRoundPlus aria-hidden />
                New Candidate
              </Button>
            ) : null}
            <Button onClick={() => setReferFor('')}>
              <UserPlus aria-hidden />
              Refer a candidate
            </Button>
          </>
        }
      />
      <TitledSection id="positions-heading" title="Positions" className="flex flex-col gap-3">
        <PositionsTable
          page={page}
          onPage={setPage}
          onRefer={setReferFor}
          onEdit={managesPositions ? setEditing : undefined}
        />
      </TitledSection>
      <MyReferrals />
      <Can permission="recruiting.candidates">
        <TitledSection id="pipeline-heading" title="Candidate pipeline" className="flex min-w-0 flex-col gap-3">
          <PipelineBoard />
        </TitledSection>
        <DemandPanel />
        <AnalyticsPanel />
        <RetentionPanel />
      </Can>
      <PositionDialog editing={editing} onClose={() => setEditing(null)} />
      <AddCandidateDialog open={adding} onOpenChange={setAdding} />
      <ReferDialog
        open={referFor !== null}
        onOpenChange={(open) => setReferFor(open ? referFor : null)}
        positionId={referFor || undefined}
      />
    </div>
  );
}
