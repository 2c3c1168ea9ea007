import type { CandidateSource, CandidateStage } from '@praxis/shared';

/** What each pipeline stage reads as (board columns, chips, analytics). */
export const STAGE_LABELS: Record<CandidateStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** Where a candidate came from, as chips and analytics read it. */
export const SOURCE_LABELS: Record<CandidateSource, string> = {
  referral: 'Referral',
  job_board: 'Job board',
  agency: 'Agency',
  direct: 'Direct',
};
