import { ProfileEditors } from '@/features/consultants/components/profile-editors';
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page';

/** Onboarding, with the consultant profile's editors in the new hire's form (features stay apart; app/ composes). */
export function Component() {
  return <OnboardingPage profileEditors={(consultantId) => <ProfileEditors consultantId={consultantId} />} />;
}
