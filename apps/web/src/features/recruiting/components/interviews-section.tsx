import { useState } from 'react';
import { RECOMMENDATIONS, type Interview, type Position, type Recommendation } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { ConsultantPicker } from '@/entities/consultant';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/dates';
import { useCurrentUser } from '@/lib/session';
import { submitHandler } from '@/lib/submit-handler';
import { toast } from '@/lib/toast';
import { TitledSection } from '@/components/titled-section';
import { useFileScorecard, useInterviews, useScheduleInterview } from '../api/candidate';

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** Interviews with their interviewers and scorecards; schedule one; an interviewer files theirs. */
export function InterviewsSection({ candidateId, position }: { candidateId: string; position: Position | undefined }) {
  const interviews = useInterviews(candidateId);
  return (
    <TitledSection id="interviews-heading" title="Interviews" className="flex flex-col gap-3 rounded-lg border p-4">
      {interviews.data?.length === 0 ? <p className="text-sm text-muted-foreground">No interview yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {interviews.data?.map((interview) => (
          <InterviewItem key={interview.id} interview={interview} position={position} />
        ))}
      </ul>
      <ScheduleForm candidateId={candidateId} />
    </TitledSection>
  );
}

function InterviewItem({ interview, position }: { interview: Interview; position: Position | undefined }) {
  const me = useCurrentUser();
  const isInterviewer = interview.interviewers.some((person) => person.id === me.consultant?.id);
  return (
    <li className="flex flex-col gap-2 rounded-md bg-muted/40 p-3 text-sm">
      <p className="font-medium">
        {formatDateTime(interview.scheduled_at)} · {interview.duration_minutes} min ·{' '}
        {interview.interviewers.map((person) => person.name).join(', ')}
      </p>
      {interview.scorecards.map((card) => (
        <div key={card.interviewer_id} className="flex flex-col gap-1">
          <p>
            <Badge variant={card.recommendation.endsWith('yes') ? 'success' : 'danger'}>
              {RECOMMENDATION_LABELS[card.recommendation]}
            </Badge>{' '}
            {card.interviewer_name}
            {card.ratings.length ? ` · ratings ${card.ratings.map((rating) => rating.rating).join(', ')} of 5` : ''}
          </p>
          {card.notes ? <p className="text-muted-foreground">{card.notes}</p> : null}
        </div>
      ))}
      {isInterviewer ? <ScorecardForm interview={interview} position={position} /> : null}
    </li>
  );
}

function ScorecardForm({ interview, position }: { interview: Interview; position: Position | undefined }) {
  const file = useFileScorecard();
  const skills = position?.skills ?? [];
  const [ratings, setRatings] = useState<number[]>(() => skills.map(() => 3));
  const [recommendation, setRecommendation] = useState<Recommendation | ''>('');
  const [notes, setNotes] = useState('');
  const id = `scorecard-${interview.id}`;
  const submit = () => {
    if (!recommendation) {
      toast.error('Choose a recommendation.');
      return;
    }
    file.mutate(
      {
        interviewId: interview.id,
        input: {
          recommendation,
          notes: notes.trim() || null,
          ratings: skills.map((skill, index) => ({
            category_id: skill.category_id,
            product_id: skill.product_id,
            rating: ratings[index] ?? 3,
          })),
        },
      },
      {
        onSuccess: () => toast.success('Scorecard filed'),
        onError: (error) => toast.error(error.message || 'Could not file the scorecard.'),
      },
    );
  };
  return (
    <form aria-label="My scorecard" className="flex flex-col gap-2 border-t pt-2" onSubmit={submitHandler(submit)}>
      <p className="font-medium">My scorecard</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {skills.map((skill, index) => (
          <div key={`${skill.category_id}-${skill.product_id ?? ''}`} className="flex items-center gap-2">
            <Label htmlFor={`${id}-${index}`} className="flex-1">
              {skill.product ?? skill.category}
            </Label>
            <Input
              id={`${id}-${index}`}
              type="number"
              min={1}
              max={5}
              className="w-20"
              value={ratings[index] ?? 3}
              onChange={(event) =>
                setRatings(ratings.map((value, i) => (i === index ? Number(event.target.value) : value)))
              }
            />
          </div>
        ))}
      </div>
      <Label htmlFor={`${id}-recommendation`}>Recommendation</Label>
      <NativeSelect
        id={`${id}-recommendation`}
        value={recommendation}
        onChange={(event) => setRecommendation(event.target.value as Recommendation)}
      >
        <option value="">Choose…</option>
        <ValueOptions values={RECOMMENDATIONS} labels={RECOMMENDATION_LABELS} />
      </NativeSelect>
      <Label htmlFor={`${id}-notes`}>Notes</Label>
      <Textarea id={`${id}-notes`} value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
      <Button type="submit" size="sm" className="self-start" disabled={file.isPending}>
        File scorecard
      </Button>
    </form>
  );
}

function ScheduleForm({ candidateId }: { candidateId: string }) {
  const schedule = useScheduleInterview(candidateId);
  const [when, setWhen] = useState('');
  const [interviewer, setInterviewer] = useState<string | null>(null);
  const submit = () => {
    if (!when || !interviewer) {
      toast.error('Choose a date, a time and an interviewer.');
      return;
    }
    schedule.mutate(
      { scheduled_at: new Date(when).toISOString(), duration_minutes: 60, interviewer_ids: [interviewer] },
      {
        onSuccess: () => {
          toast.success('Interview scheduled');
          setWhen('');
        },
        onError: (error) => toast.error(error.message || 'Could not schedule the interview.'),
      },
    );
  };
  return (
    <form
      aria-label="Schedule an interview"
      className="flex flex-wrap items-end gap-3 border-t pt-3"
      onSubmit={submitHandler(submit)}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="interview-when">When</Label>
        <Input id="interview-when" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
      </div>
      <div className="flex w-64 flex-col gap-1">
        <Label htmlFor="interview-who">Interviewer</Label>
        <ConsultantPicker id="interview-who" value={interviewer} onChange={(id) => setInterviewer(id)} />
      </div>
      <Button type="submit" size="sm" disabled={schedule.isPending}>
        Schedule interview
      </Button>
    </form>
  );
}
