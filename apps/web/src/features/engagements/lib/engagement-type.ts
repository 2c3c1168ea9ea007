import { ENGAGEMENT_TYPE_LABELS, type EngagementType } from '@praxis/shared';

export { engagementPath, engagementTypeOfSlug } from '@praxis/shared';

/** One engagement of a type, as a record page or a "New …" button names it. */
export const ENGAGEMENT_TYPE_SINGULAR: Record<EngagementType, string> = {
  project: 'Project',
  trust360: 'Managed Service',
  retainer: 'Support Retainer',
};

export const typeLabel = (type: EngagementType) => ENGAGEMENT_TYPE_LABELS[type];
