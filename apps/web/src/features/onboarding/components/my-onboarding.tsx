import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { consultantUpdateSchema, type Consultant, type Onboarding } from '@praxis/shared';
import { TextareaField, TextField } from '@/components/form/fields';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { blankToNull } from '@/components/form/values';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { TitledSection } from '@/components/titled-section';
import { useOwnProfile, useSaveProfile } from '../api/onboardings';
import { Checklist } from './checklist';

const profileSchema = consultantUpdateSchema.pick({
  phone: true,
  location: true,
  time_zone: true,
  linkedin_url: true,
  bio: true,
});

/** The new hire's page: a welcome, the form that completes their profile, and their checklist. */
export function MyOnboarding({ onboarding, editors }: { onboarding: Onboarding; editors?: ReactNode }) {
  const profile = useOwnProfile(onboarding.consultant_id);
  return (
    <div className="flex flex-col gap-6">
      <TitledSection id="welcome" title={`Welcome, ${onboarding.name}`} className="rounded-lg border p-4">
        <p className="text-sm text-muted-foreground">
          You start on {formatDate(onboarding.start_date)}. {onboarding.done} of {onboarding.total} onboarding tasks are
          done.
        </p>
      </TitledSection>
      <TitledSection id="about-you" title="About you" className="flex flex-col gap-3 rounded-lg border p-4">
        {profile.data ? <ProfileForm consultant={profile.data} /> : <Skeleton className="h-48 w-full" />}
      </TitledSection>
      <TitledSection
        id="skills-and-more"
        title="Photo, skills, certifications, languages and education"
        className="flex flex-col gap-3 rounded-lg border p-4"
      >
        <p className="text-sm text-muted-foreground">
          Staffing finds you by them. They are your profile’s own:{' '}
          <Link to={`/consultants/${onboarding.consultant_id}`} className="underline-offset-4 hover:underline">
            My Profile
          </Link>{' '}
          shows them too.
        </p>
        {editors}
      </TitledSection>
      <TitledSection id="checklist" title="Your checklist" className="flex flex-col gap-2 rounded-lg border p-4">
        <Checklist onboarding={onboarding} canReassign={false} />
      </TitledSection>
    </div>
  );
}

function ProfileForm({ consultant }: { consultant: Consultant }) {
  const save = useSaveProfile(consultant.id);
  const api = useApiForm({
    schema: profileSchema,
    defaultValues: {
      phone: consultant.phone ?? '',
      location: consultant.location ?? '',
      time_zone: consultant.time_zone ?? '',
      linkedin_url: consultant.linkedin_url ?? '',
      bio: consultant.bio ?? '',
    },
    toInput: (values) => ({
      phone: blankToNull(values.phone),
      location: blankToNull(values.location),
      time_zone: blankToNull(values.time_zone),
      linkedin_url: blankToNull(values.linkedin_url),
      bio: blankToNull(values.bio),
    }),
    submit: (patch) => save.mutateAsync({ version: consultant.version, patch }),
    errorMessage: 'Could not save your profile.',
    onSuccess: () => toast.success('Profile saved'),
  });
  return (
    <Form api={api} aria-label="About you">
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField name="phone" label="Phone" type="tel" />
        <TextField name="location" label="Location" placeholder="e.g. Lisbon" />
        <TextField name="time_zone" label="Time zone" placeholder="e.g. Europe/Lisbon" />
        <TextField name="linkedin_url" label="LinkedIn" type="url" />
      </div>
      <TextareaField name="bio" label="A few words about you" rows={4} />
      <FormActions>
        <SubmitButton pendingLabel="Saving…">Save profile</SubmitButton>
      </FormActions>
    </Form>
  );
}
