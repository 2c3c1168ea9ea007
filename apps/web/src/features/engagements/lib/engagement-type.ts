import { ENGAGEMENT_TYPE_LABELS, ENGAGEMENT_TYPES, type EngagementType } from '@praxis/shared';

export const isEngagementType = (value: string | undefined): value is EngagementType =>
  (ENGAGEMENT_TYPES as readonly (string | undefined)[]).includes(value);

/** One engagement of a type, as a record page or a "New …" button names it. */
export const ENGAGEMENT_TYPE_SINGULAR: Record<EngagementType, string> = {
  project: 'Project',
  trust360: 'Managed Service',
  retainer: 'Support Retainer',
};

export const typeLabel = (type: EngagementType) => ENGAGEMENT_TYPE_LABELS[type];

/** URL type segments are the stored type values: /engagements/project, /engagements/trust360 … */
export const engagementPath = (type: EngagementType, id?: string, tab?: string) =>
  ['/engagements', type, id, tab].filter(Boolean).join('/');
