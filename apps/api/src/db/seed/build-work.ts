import {
  BUG_REPORT_CATEGORY,
  BUG_REPORT_TITLE_MAX,
  PRIORITIES,
  WORK_ITEM_STATUSES,
  type WorkItemKind,
  engagementPath,
} from '@praxis/shared';
import type * as s from '../schema/index.js';
import type { Engagements } from './build-engagements.js';
import type { People } from './build-people.js';
import {
  BUG_REPORT,
  COMMENTS,
  ENGAGEMENT_REQUESTS,
  INTERNAL_REQUESTS,
  NOTIFICATIONS,
  type RequestSpec,
} from './data-work.js';
import type { Calendar, Random } from './random.js';
import type { Row } from './rows.js';
import { addTime } from '@praxis/shared/dates';

type RequestRow = Row<typeof s.improvementRequests> & { id: string; createdAt: Date };

/** Items per board column (Requested … Rejected), so every column of both boards has cards. */
const PER_STATUS = [3, 2, 2, 3, 2, 1] as const;
const POSITION_STEP = 1024;

/** In-app links, as the web routes spell them (docs/product.md §2). */
export const engagementLink = (engagement: { type: string; id: string }) =>
  engagementPath(engagement.type, engagement.id);
export const workItemLink = (id: string) => `/work-management/${id}`;

export function buildWorkItems(rng: Random, cal: Calendar, people: People, work: Engagements) {
  const requests: RequestRow[] = [];
  const comments: Row<typeof s.improvementRequestComments>[] = [];
  // Requesters rotate: the three demo accounts, then a colleague without an account.
  const requesters = [
    ...people.demo.map((d) => ({ userId: d.userId as string | null, consultantId: d.consultantId })),
    ...rng.sample(people.otherConsultantIds, 3).map((consultantId) => ({ userId: null, consultantId })),
  ];
  const running = work.engagements.filter((e) => e.status === 'active' || e.status === 'on_hold');
  const demoUserIds = people.demo.map((d) => d.userId);
  let requesterTurn = 0;

  const add = (kind: WorkItemKind, spec: RequestSpec, status: (typeof WORK_ITEM_STATUSES)[number], slot: number) => {
    const requester = requesters[requesterTurn++ % requesters.length]!;
    const engagement = kind === 'engagement' ? running[requests.length % running.length]! : null;
    const team = engagement
      ? work.assignments.filter((a) => a.engagementId === engagement.id).map((a) => a.consultantId)
      : people.otherConsultantIds;
    const createdAt = cal.ago(24 * rng.int(3, 120) + rng.int(0, 8));
    const closed = status === 'Done' || status === 'Rejected';
    const id = rng.uuid();
    requests.push({
      id,
      name: spec.name,
      category: spec.category,
      problemStatement: spec.problem,
      proposedSolution: spec.solution,
      status,
      kind,
      engagementId: engagement?.id ?? null,
      priority: rng.pick([...PRIORITIES, 'medium', 'high']),
      userId: requester.userId,
      consultantId: requester.consultantId,
      assigneeId: status === 'Requested' ? null : rng.pick(team),
      dueDate: closed ? null : cal.date(rng.int(-7, 42)),
      position: (slot + 1) * POSITION_STEP,
      createdAt,
      updatedAt: new Date(Math.min(cal.now.getTime(), createdAt.getTime() + rng.int(1, 72) * 3_600_000)),
    });
    if (status !== 'Requested') {
      for (let c = rng.int(0, 3), n = 1; c > 0; c--, n++) {
        comments.push({
          requestId: id,
          authorUserId: rng.pick(demoUserIds),
          body: rng.pick(COMMENTS),
          createdAt: new Date(Math.min(cal.now.getTime(), createdAt.getTime() + n * rng.int(2, 30) * 3_600_000)),
        });
      }
    }
  };

  for (const [kind, specs] of [
    ['internal', INTERNAL_REQUESTS],
    ['engagement', ENGAGEMENT_REQUESTS],
  ] as const) {
    let next = 0;
    WORK_ITEM_STATUSES.forEach((status, column) => {
      for (let slot = 0; slot < PER_STATUS[column]!; slot++) add(kind, specs[next++ % specs.length]!, status, slot);
    });
  }

  // A bug report filed from the error page by the demo employee (docs/product.md §7: status Requested, title = the
  // first 50 characters of the error message).
  const employee = people.demo[2]!;
  const bugCreatedAt = cal.ago(6);
  requests.push({
    id: rng.uuid(),
    name: BUG_REPORT.errorDetails.message.slice(0, BUG_REPORT_TITLE_MAX),
    category: BUG_REPORT_CATEGORY,
    problemStatement: BUG_REPORT.problem,
    proposedSolution: BUG_REPORT.solution,
    status: 'Requested',
    kind: 'internal',
    priority: 'high',
    userId: employee.userId,
    consultantId: employee.consultantId,
    position: (PER_STATUS[0] + 1) * POSITION_STEP,
    errorDetails: BUG_REPORT.errorDetails,
    createdAt: bugCreatedAt,
    updatedAt: bugCreatedAt,
  });
  return { requests, comments };
}

/** Eight notifications per demo account: three unread, one deleted, the rest read. */
export function buildNotifications(
  rng: Random,
  cal: Calendar,
  people: People,
  work: Engagements,
  requests: RequestRow[],
) {
  const notifications: Row<typeof s.notifications>[] = [];
  const hoursAgo = [1, 5, 20, 30, 50, 75, 120, 200];
  for (const demo of people.demo) {
    const mine = new Set(
      work.assignments.filter((a) => a.consultantId === demo.consultantId).map((a) => a.engagementId),
    );
    const engagements = work.engagements.filter((e) => mine.has(e.id));
    const pool = engagements.length > 0 ? engagements : work.engagements;
    const items = requests.filter((r) => r.userId === demo.userId);
    NOTIFICATIONS.forEach((spec, index) => {
      const engagement = rng.pick(pool);
      const item = rng.pick(items.length > 0 ? items : requests);
      const createdAt = cal.ago(hoursAgo[index]! + rng.next());
      // Notifications name who did it (docs/product.md §11.13): a colleague other than the recipient (no extra draw, so the
      // rest of the seed stays as it was).
      const colleagueId = people.otherConsultantIds[index % people.otherConsultantIds.length];
      const colleague = people.consultants.find((c) => c.id === colleagueId);
      const actor = colleague ? `${colleague.firstName} ${colleague.lastName}` : 'A colleague';
      const link =
        spec.target === 'engagement'
          ? engagementLink(engagement)
          : spec.target === 'work-item'
            ? workItemLink(item.id)
            : spec.target;
      notifications.push({
        recipientUserId: demo.userId,
        recipientConsultantId: demo.consultantId,
        type: spec.type,
        title: spec.title.replace('{actor}', actor),
        body: spec.body
          .replace('{actor}', actor)
          .replace('{engagement}', engagement.name)
          .replace('{item}', item.name)
          .replace('{status}', item.status ?? 'Requested'),
        link,
        readAt: index < 3 ? null : addTime(createdAt, { hours: 1 }),
        deletedAt: index === 6 ? addTime(createdAt, { hours: 2 }) : null,
        createdAt,
      });
    });
  }
  return notifications;
}
