import type { StatusUpdate, StatusUpdateCreate, StatusUpdatePrefill, Temperature } from '@praxis/shared';

export interface RiskValues {
  kind: 'risk' | 'issue';
  title: string;
  owner_id: string;
  due_date: string;
  resolved: boolean;
}

export interface StatusFormValues {
  overall_status: Temperature;
  summary: string;
  accomplishments: string;
  next_steps: string;
  risks: RiskValues[];
  recipient_consultant_ids: string[];
  recipient_contact_ids: string[];
}

/**
 * The form starts from this week's update when there is one (it is edited, never filed twice); otherwise from the
 * prefill: computed status, texts from the data, last week's open risks, the whole team.
 */
export const valuesOf = (prefill: StatusUpdatePrefill): StatusFormValues =>
  prefill.existing ? valuesOfUpdate(prefill.existing) : valuesOfPrefill(prefill);

const valuesOfUpdate = (update: StatusUpdate): StatusFormValues => ({
  ...valuesOfPrefill({ ...update, team: [] }),
  recipient_consultant_ids: update.recipient_consultant_ids,
  recipient_contact_ids: update.recipient_contact_ids,
});

const valuesOfPrefill = (
  prefill: Pick<
    StatusUpdatePrefill,
    'overall_status' | 'summary' | 'accomplishments' | 'next_steps' | 'risks' | 'team'
  >,
): StatusFormValues => ({
  overall_status: prefill.overall_status,
  summary: prefill.summary,
  accomplishments: prefill.accomplishments,
  next_steps: prefill.next_steps,
  risks: prefill.risks.map((risk) => ({
    kind: risk.kind,
    title: risk.title,
    owner_id: risk.owner_id ?? '',
    due_date: risk.due_date ?? '',
    resolved: risk.resolved,
  })),
  recipient_consultant_ids: prefill.team.map((member) => member.id),
  recipient_contact_ids: [],
});

/** Checkbox groups give `false` when nothing is ticked and a string for a single box. */
const ids = (value: unknown): string[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);

export const inputOf =
  (engagementId: string, weekStart: string) =>
  (values: StatusFormValues): StatusUpdateCreate => ({
    engagement_id: engagementId,
    week_start: weekStart,
    overall_status: values.overall_status,
    summary: values.summary,
    accomplishments: values.accomplishments,
    next_steps: values.next_steps,
    risks: values.risks.map((risk) => ({
      kind: risk.kind,
      title: risk.title,
      owner_id: risk.owner_id || null,
      due_date: risk.due_date || null,
      resolved: risk.resolved,
    })),
    recipient_consultant_ids: ids(values.recipient_consultant_ids),
    recipient_contact_ids: ids(values.recipient_contact_ids),
  });
