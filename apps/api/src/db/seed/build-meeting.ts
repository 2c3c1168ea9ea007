import type * as s from '../schema/index.js';
import type { Engagements } from './build-engagements.js';
import type { People } from './build-people.js';
import type { Calendar } from './random.js';
import { addTime } from '@praxis/shared/dates';

type Note = typeof s.meetingNotes.$inferInsert;
type Decision = typeof s.meetingDecisions.$inferInsert;
type WorkItem = typeof s.improvementRequests.$inferInsert;
type Request = typeof s.resourceRequests.$inferInsert;

/**
 * Last week's Monday meeting (docs/product.md §11.10): its notes and three decisions — two became work items, one a resource
 * request — so this week's agenda shows "last week's decisions" with where they stand; and a note already taken
 * this week. Chosen from rows the firm already has, so nothing else changes.
 */
export function buildMeeting(
  cal: Calendar,
  people: People,
  work: Engagements,
  items: WorkItem[],
  requests: Request[],
): { notes: Note[]; decisions: Decision[] } {
  const chair = people.demo[0]?.userId ?? null;
  const lastWeek = cal.date(-7);
  const heldAt = new Date(`${lastWeek}T10:30:00Z`);
  const nameOf = new Map(work.engagements.map((engagement) => [engagement.id, engagement.name]));
  const engagementItem = items.find((item) => item.kind === 'engagement' && item.status === 'In Progress');
  const internalItem = items.find((item) => item.kind === 'internal' && item.status === 'Approved');
  const request = requests.find((row) => row.status === 'Submitted' || row.status === 'In Review');
  const decisions: Decision[] = [];
  if (engagementItem?.id && engagementItem.engagementId) {
    decisions.push({
      weekStart: lastWeek,
      itemKey: `engagement:${engagementItem.engagementId}`,
      itemLabel: nameOf.get(engagementItem.engagementId) ?? 'Engagement',
      kind: 'work_item',
      title: engagementItem.name,
      workItemId: engagementItem.id,
      createdByUserId: chair,
      createdAt: heldAt,
    });
  }
  if (internalItem?.id) {
    decisions.push({
      weekStart: lastWeek,
      itemKey: 'section:timesheets',
      itemLabel: 'Missing timesheets',
      kind: 'work_item',
      title: internalItem.name,
      workItemId: internalItem.id,
      createdByUserId: chair,
      createdAt: addTime(heldAt, { minutes: 10 }),
    });
  }
  if (request?.id) {
    decisions.push({
      weekStart: lastWeek,
      itemKey: `engagement:${request.engagementId}`,
      itemLabel: nameOf.get(request.engagementId) ?? 'Engagement',
      kind: 'resource_request',
      title: `${nameOf.get(request.engagementId) ?? 'Engagement'} · another consultant`,
      resourceRequestId: request.id,
      createdByUserId: chair,
      createdAt: addTime(heldAt, { minutes: 20 }),
    });
  }
  const notes: Note[] = [
    {
      weekStart: lastWeek,
      itemKey: 'section:allocation',
      body: 'Bench is growing: sales to prioritise the two pipeline deals that need architects.',
      updatedByUserId: chair,
    },
    {
      weekStart: cal.date(0),
      itemKey: 'section:engagements',
      body: 'Walk through the engagements whose computed temperature disagrees with the manual one first.',
      updatedByUserId: chair,
    },
  ];
  return { notes, decisions };
}
