import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Applicant } from '@praxis/shared';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ConfirmAction } from '@/components/confirm-action';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { TitledSection } from '@/components/titled-section';
import { useCandidate, useErase, usePosition, useSaveNotes, useUploadCv } from '../api/candidate';
import { InterviewsSection } from './interviews-section';
import { SOURCE_LABELS, STAGE_LABELS } from '../lib/labels';
import { useCan } from '@/lib/permissions';

/** /recruiting/candidates/{id} (admin and Project Manager): the candidate's record. */
export function CandidatePage() {
  const { id = '' } = useParams();
  const candidate = useCandidate(id);
  if (candidate.isPending) return <Skeleton className="mx-auto h-96 w-full max-w-5xl" aria-label="Loading" />;
  if (candidate.isError) {
    return (
      <ErrorState
        title="We could not load this candidate."
        error={candidate.error}
        onRetry={() => void candidate.refetch()}
      />
    );
  }
  return <CandidateRecord candidate={candidate.data} />;
}

function CandidateRecord({ candidate }: { candidate: Applicant }) {
  const position = usePosition(candidate.position_id);
  const name = candidate.erased ? 'Erased candidate' : `${candidate.first_name} ${candidate.last_name}`;
  const erase = useErase(candidate.id);
  const canErase = useCan('recruiting.erase');
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Breadcrumbs items={[{ label: 'Recruiting Dashboard', to: '/recruiting' }, { label: name }]} />
      <PageHeader
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge>{STAGE_LABELS[candidate.stage]}</Badge>
            <span>
              {candidate.position_title} · {SOURCE_LABELS[candidate.source]}
              {candidate.referrer_name ? ` by ${candidate.referrer_name}` : ''}
            </span>
          </span>
        }
        actions={
          candidate.erased || !canErase ? null : (
            <ConfirmAction
              what={`${name}’s personal data`}
              consequence="Name, contact details, notes and the CV are erased for good; the audit keeps only that an erasure happened."
              verb="Delete"
              label="Erase personal data"
              onConfirm={() =>
                erase.mutate(undefined, {
                  onSuccess: () => {
                    toast.success('Personal data erased');
                    void navigate('/recruiting');
                  },
                  onError: (error) => toast.error(error.message || 'Could not erase.'),
                })
              }
            />
          )
        }
      />
      <TitledSection
        id="details-heading"
        title="Details"
        headingClassName="sm:col-span-2"
        className="grid gap-3 rounded-lg border p-4 text-sm sm:grid-cols-2"
      >
        <p>
          <span className="text-muted-foreground">Email </span>
          {candidate.email ?? '—'}
        </p>
        <p>
          <span className="text-muted-foreground">Phone </span>
          {candidate.phone ?? '—'}
        </p>
        <p>
          <span className="text-muted-foreground">Owner </span>
          {candidate.owner_name ?? 'Unassigned'}
        </p>
        <p>
          <span className="text-muted-foreground">In this stage since </span>
          {formatDate(candidate.stage_changed_at)}
        </p>
        {candidate.rejection_reason ? (
          <p className="sm:col-span-2">
            <span className="text-muted-foreground">Rejected because </span>
            {candidate.rejection_reason}
          </p>
        ) : null}
        {candidate.stage === 'hired' ? (
          <p className="sm:col-span-2">
            Hired: follow the new hire on{' '}
            <Link to="/onboarding" className="underline-offset-4 hover:underline">
              Onboarding
            </Link>
            .
          </p>
        ) : null}
      </TitledSection>
      {candidate.erased ? null : (
        <>
          <CvSection candidate={candidate} />
          <NotesSection candidate={candidate} />
          <InterviewsSection candidateId={candidate.id} position={position.data} />
        </>
      )}
    </div>
  );
}

function CvSection({ candidate }: { candidate: Applicant }) {
  const upload = useUploadCv(candidate.id);
  return (
    <TitledSection id="cv-heading" title="CV" className="flex flex-col gap-2 rounded-lg border p-4 text-sm">
      {candidate.cv_file_name ? (
        <a
          href={`/api/recruiting/candidates/${candidate.id}/cv`}
          className="self-start underline-offset-4 hover:underline"
        >
          Download {candidate.cv_file_name}
        </a>
      ) : (
        <p className="text-muted-foreground">No CV yet.</p>
      )}
      <Label htmlFor="cv-file">Upload a CV (PDF or DOCX, at most 5 MB)</Label>
      <Input
        id="cv-file"
        type="file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          upload.mutate(file, {
            onSuccess: () => toast.success('CV uploaded'),
            onError: (error) => toast.error(error.message || 'Could not upload the CV.'),
          });
          event.target.value = '';
        }}
      />
    </TitledSection>
  );
}

function NotesSection({ candidate }: { candidate: Applicant }) {
  const save = useSaveNotes(candidate);
  const [notes, setNotes] = useState(candidate.notes ?? '');
  return (
    <TitledSection id="notes-heading" title="Notes" className="flex flex-col gap-2 rounded-lg border p-4">
      <Label htmlFor="candidate-notes" className="sr-only">
        Notes
      </Label>
      <Textarea
        id="candidate-notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        rows={4}
        maxLength={5000}
      />
      <Button
        size="sm"
        className="self-start"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(notes.trim() || null, {
            onSuccess: () => toast.success('Notes saved'),
            onError: (error) =>
              toast.error(
                isApiError(error) && error.status === 409
                  ? 'Someone changed this candidate meanwhile; reload and try again.'
                  : error.message || 'Could not save the notes.',
              ),
          })
        }
      >
        Save notes
      </Button>
    </TitledSection>
  );
}
