import type { CandidateStage } from '@praxis/shared';

/** What each pipeline stage reads as (board columns, chips, analytics). */
export const STAGE_LABELS: Record<CandidateStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};
