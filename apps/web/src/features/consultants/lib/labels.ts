import type { CertificationStatus, ConsultantSort, LanguageProficiency } from '@praxis/shared';

export { AVAILABILITY_LABELS } from '@/entities/consultant';

export const PROFICIENCY_LABELS: Record<LanguageProficiency, string> = {
  basic: 'Basic',
  conversational: 'Conversational',
  fluent: 'Fluent',
  native: 'Native',
};

export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  valid: 'Valid',
  expiring: 'Expires soon',
  expired: 'Expired',
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
