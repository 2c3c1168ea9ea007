import { useId, useState } from 'react';
import type { ConsultantProfile } from '@praxis/shared';
import { Input } from '@/components/ui/input';
import { useAddEducation } from '../api/add-education';
import { AddEntryField, AddEntryForm } from './add-entry-form';
import { ProfileListSection } from './profile-list-section';

/** Degrees and courses, one free-text line each. */
export function EducationSection({ profile }: { profile: ConsultantProfile }) {
  return (
    <ProfileListSection
      profile={profile}
      list="education"
      emptyText={{ editor: 'No education yet — add a degree or course below.', viewer: 'No education listed yet.' }}
      nameOf={(entry) => entry.education}
      renderEntry={(entry) => <span>{entry.education}</span>}
      removed="Education removed"
      addForm={<AddEducationForm consultantId={profile.consultant.id} />}
    />
  );
}

function AddEducationForm({ consultantId }: { consultantId: string }) {
  const id = useId();
  const [education, setEducation] = useState('');
  const add = useAddEducation();

  return (
    <AddEntryForm
      label="Add education"
      submitLabel="Add education"
      mutation={add}
      variables={education.trim() ? { consultantId, education: education.trim() } : null}
      added="Education added"
      failed="Could not add the education entry."
      onAdded={() => setEducation('')}
    >
      <AddEntryField id={`${id}-education`} label="Degree or course" className="min-w-64 flex-1">
        <Input
          id={`${id}-education`}
          placeholder="MSc Computer Science, ETH Zürich"
          maxLength={300}
          value={education}
          onChange={(event) => setEducation(event.target.value)}
        />
      </AddEntryField>
    </AddEntryForm>
  );
}
