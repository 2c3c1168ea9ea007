import type { CertificationStatus, ConsultantProfile, ConsultantSort, LanguageProficiency } from '@praxis/shared';
import type { BadgeVariant } from '@/components/ui/badge';

export { AVAILABILITY_LABELS } from '@/entities/consultant';

export const PROFICIENCY_LABELS: Record<LanguageProficiency, string> = {
  basic: 'Basic',
  conversational: 'Conversational',
  fluent: 'Fluent',
  native: 'Native',
};

/** A certification's status as a badge: its words and colour (the profile flags the expiring and expired ones). */
export const CERTIFICATION_STATUS_BADGES: Record<CertificationStatus, { label: string; variant: BadgeVariant }> = {
  valid: { label: 'Valid', variant: 'success' },
  expiring: { label: 'Expires soon', variant: 'warning' },
  expired: { label: 'Expired', variant: 'danger' },
};

export const SORT_LABELS: Record<ConsultantSort, string> = {
  name: 'Name (A–Z)',
  '-name': 'Name (Z–A)',
  job_title: 'Job title',
  location: 'Location',
  availability: 'Availability',
  start_date: 'Longest tenure',
  '-start_date': 'Newest joiners',
};

export const RATING_LABELS: Record<number, string> = {
  1: 'Beginner',
  2: 'Basic',
  3: 'Proficient',
  4: 'Advanced',
  5: 'Expert',
};

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** The profile's lists that its editors add to and remove from; each is also the profile's field holding them. */
export type ProfileList = keyof Pick<ConsultantProfile, 'expertise' | 'certifications' | 'languages' | 'education'>;

/** What each profile list is called: its section's title and its list's accessible name. */
export const PROFILE_LIST_TITLES: Record<ProfileList, string> = {
  expertise: 'Skills',
  certifications: 'Certifications',
  languages: 'Languages',
  education: 'Education',
};
