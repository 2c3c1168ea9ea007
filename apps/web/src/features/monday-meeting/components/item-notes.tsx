import { useState } from 'react';
import { MessageSquarePlus, Gavel } from 'lucide-react';
import type { MeetingNote } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { submitHandler } from '@/lib/submit-handler';
import { useSaveNote } from '../api/agenda';
import type { DecisionSubject } from './decision-dialog';

interface ItemActionsProps {
  week: string;
  subject: DecisionSubject;
  note: MeetingNote | undefined;
  onDecide: (subject: DecisionSubject) => void;
}

/**
 * Under an agenda item: its note (shown, edited in place) and "Capture decision". Hidden when printing. Those who
 * only read the agenda (no `meeting.run`) see the note without the controls that write.
 */
export function ItemActions({ week, subject, note, onDecide }: ItemActionsProps) {
  const [isEditing, setEditing] = useState(false);
  const canRun = useCan('meeting.run');
  return (
    <div className="flex flex-col gap-2">
      {note?.body && !isEditing ? (
        <p className="whitespace-pre-wrap rounded-md bg-muted px-3 py-2 text-sm">
          <span className="sr-only">Note: </span>
          {note.body}
          <span className="mt-1 block text-xs font-medium">— {note.updated_by ?? 'Someone'}</span>
        </p>
      ) : null}
      {!canRun ? null : isEditing ? (
        <NoteEditor week={week} subject={subject} note={note} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap gap-2" data-print-hide>
          <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <MessageSquarePlus aria-hidden className="size-4" />
            {note?.body ? 'Edit note' : 'Add note'}
            <span className="sr-only"> on {subject.label}</span>
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => onDecide(subject)}>
            <Gavel aria-hidden className="size-4" />
            Capture decision<span className="sr-only"> on {subject.label}</span>
          </Button>
        </div>
      )}
    </div>
  );
}

function NoteEditor({
  week,
  subject,
  note,
  onDone,
}: {
  week: string;
  subject: DecisionSubject;
  note: MeetingNote | undefined;
  onDone: () => void;
}) {
  const [body, setBody] = useState(note?.body ?? '');
  const save = useSaveNote(week);
  const id = `note-${subject.itemKey}`;
  const submit = () =>
    save.mutate(
      { input: { week, item_key: subject.itemKey, body }, current: note },
      {
        onSuccess: () => {
          toast.success('Note saved');
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            toast.error('Someone else changed this note meanwhile. Their version is shown; add yours again.');
            onDone();
          } else toast.error(error.message || 'Could not save the note.');
        },
      },
    );
  return (
    <form className="flex flex-col gap-2" onSubmit={submitHandler(submit)}>
      <label htmlFor={id} className="text-sm font-medium">
        Note on {subject.label}
      </label>
      <Textarea
        id={id}
        value={body}
        maxLength={10_000}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone();
          }
        }}
        autoFocus
        rows={3}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save note'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
