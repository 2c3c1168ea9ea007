import type { ConsultantProfile } from '@praxis/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useConsultantProfile } from '../api/get-consultant-profile';
import { CertificationsSection } from './certifications-section';
import { fullName } from '../lib/labels';
import { ConsultantAvatar } from './consultant-avatar';
import { EducationSection } from './education-section';
import { LanguagesSection } from './languages-section';
import { PhotoUpload } from './photo-upload';
import { SkillsSection } from './skills-section';

/**
 * The profile's own editors — photo, skills, certifications, languages, education — for another screen to embed
 * (the onboarding form, docs/product.md §11.12), composed by app/ so that features stay apart.
 */
export function ProfileEditors({ consultantId }: { consultantId: string }) {
  const profile = useConsultantProfile(consultantId);
  if (!profile.data) return <Skeleton className="h-64 w-full" aria-label="Loading your profile" />;
  const { consultant } = profile.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <ConsultantAvatar name={fullName(consultant)} photoUrl={consultant.photo_url} size="lg" />
        <PhotoUpload consultant={consultant} />
      </div>
      <ProfileListSections profile={profile.data} />
    </div>
  );
}

/** The profile's list sections side by side: skills, certifications, languages, education. */
export function ProfileListSections({ profile }: { profile: ConsultantProfile }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SkillsSection profile={profile} />
      <CertificationsSection profile={profile} />
      <LanguagesSection profile={profile} />
      <EducationSection profile={profile} />
    </div>
  );
}
