import { useId, useState, type FormEvent } from 'react';
import type { ConsultantProfile } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useAddEducation } from '../api/add-education';
import { useDeleteEducation } from '../api/delete-education';
import { toastFailure } from '../lib/errors';
import { ConfirmRemove } from './confirm-remove';
import { EmptyLine, SectionCard } from './section-card';

export function EducationSection({ profile }: { profile: ConsultantProfile }) {
  const id = useId();
  const consultantId = profile.consultant.id;
  const [education, setEducation] = useState('');
  const add = useAddEducation();
  const remove = useDeleteEducation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!education.trim()) return;
    add.mutate(
      { consultantId, education: education.trim() },
      {
        onSuccess: () => {
          toast.success('Education added');
          setEducation('');
        },
        onError: toastFailure('Could not add the education entry.'),
      },
    );
  };

  return (
    <SectionCard title="Education">
      {profile.education.length === 0 ? (
        <EmptyLine>
          {profile.can_edit ? 'No education yet — add a degree or course below.' : 'No education listed yet.'}
        </EmptyLine>
      ) : (
        <ul aria-label="Education" className="divide-y">
          {profile.education.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>{entry.education}</span>
              {profile.can_edit ? (
                <ConfirmRemove
                  what={entry.education}
                  removed="Education removed"
                  mutation={remove}
                  variables={{ consultantId, id: entry.id }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {profile.can_edit ? (
        <form onSubmit={submit} aria-label="Add education" className="flex flex-wrap items-end gap-3 border-t pt-4">
          <div className="flex min-w-64 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-education`}>Degree or course</Label>
            <Input
              id={`${id}-education`}
              placeholder="MSc Computer Science, ETH Zürich"
              maxLength={300}
              value={education}
              onChange={(event) => setEducation(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!education.trim() || add.isPending}>
            {add.isPending ? 'Adding…' : 'Add education'}
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}
