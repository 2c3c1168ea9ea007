import { elapsedDays } from '@praxis/shared/dates';
import type { Proposal, ResourceRequest } from '@praxis/shared';
import type { DbOrTx } from '../../db/client.js';
import * as queries from './requests.queries.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const daysFrom = (from: Date, to: Date) => Math.max(0, Math.floor(elapsedDays(from, to)));

export const toProposal = (row: queries.ProposalRow): Proposal => ({
  id: row.id,
  request_id: row.requestId,
  consultant_id: row.consultantId,
  consultant_name: row.consultantName,
  status: row.status,
  hours_per_week: Number(row.hoursPerWeek),
  score: row.score === null ? null : Number(row.score),
  assignment_id: row.assignmentId,
  override_reason: row.overrideReason,
  decline_reason: row.declineReason,
  proposed_by_name: row.proposedByName,
  created_at: row.createdAt.toISOString(),
  decided_at: iso(row.decidedAt),
  version: row.version,
});

export function toRequest(
  row: queries.RequestRow,
  proposals: queries.ProposalRow[],
  labels: Map<string, string>,
  now = new Date(),
): ResourceRequest {
  const label = (id: string | null) => (id ? (labels.get(id) ?? 'Unknown') : 'Unknown');
  const openedAt = row.submittedAt ?? row.createdAt;
  const endedAt = row.closedAt ?? (row.status === 'Cancelled' || row.status === 'Rejected' ? row.updatedAt : now);
  return {
    id: row.id,
    engagement_id: row.engagementId,
    engagement_name: row.engagementName,
    engagement_type: row.engagementType,
    engagement_start_date: row.engagementStartDate,
    engagement_end_date: row.engagementEndDate,
    client_id: row.clientId,
    client_name: row.clientName,
    requester_user_id: row.requesterUserId,
    requester_name: row.requesterName,
    engagement_role_id: row.engagementRoleId,
    engagement_role: row.roleTitle,
    job_title_id: row.jobTitleId,
    job_title: row.jobTitle,
    skills: row.skills.map((s) => ({ ...s, label: label(s.product_id ?? s.category_id) })),
    certifications: row.certifications.map((c) => ({ ...c, label: label(c.certification_id) })),
    languages: row.languages.map((l) => ({ ...l, label: label(l.language_id) })),
    hours_per_week: Number(row.hoursPerWeek),
    start_date: row.startDate,
    end_date: row.endDate,
    time_zone_window: row.timeZoneWindow ?? null,
    priority: row.priority,
    notes: row.notes,
    status: row.status,
    status_reason: row.statusReason,
    hours_staffed: Number(row.hoursStaffed),
    age_days: daysFrom(openedAt, row.staffedAt ?? endedAt),
    time_to_staff_days: row.staffedAt && row.submittedAt ? daysFrom(row.submittedAt, row.staffedAt) : null,
    submitted_at: iso(row.submittedAt),
    staffed_at: iso(row.staffedAt),
    closed_at: iso(row.closedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    proposals: proposals.filter((p) => p.requestId === row.id).map(toProposal),
  };
}

/** Catalogue ids a set of requests mentions (for one label lookup). */
export function catalogueIdsOf(rows: Pick<queries.RequestRow, 'skills' | 'certifications' | 'languages'>[]) {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const s of row.skills) ids.add(s.product_id ?? s.category_id);
    for (const c of row.certifications) ids.add(c.certification_id);
    for (const l of row.languages) ids.add(l.language_id);
  }
  return [...ids];
}

export async function hydrateOne(db: DbOrTx, row: queries.RequestRow): Promise<ResourceRequest> {
  const [request] = await hydrate(db, [row]);
  if (!request) throw new Error('hydrate lost a row');
  return request;
}

/** Rows → API shapes with their proposals and labels: two more statements for a whole page. */
export async function hydrate(db: DbOrTx, rows: queries.RequestRow[]): Promise<ResourceRequest[]> {
  const [proposals, labels] = await Promise.all([
    queries.proposalsFor(
      db,
      rows.map((row) => row.id),
    ),
    queries.labelsFor(db, catalogueIdsOf(rows)),
  ]);
  const now = new Date();
  return rows.map((row) => toRequest(row, proposals, labels, now));
}
