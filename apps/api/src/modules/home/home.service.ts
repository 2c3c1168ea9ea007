import type { Home } from '@praxis/shared';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { engagementRoles } from '../../db/schema/catalogues.js';
import { clients } from '../../db/schema/clients.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { notifications } from '../../db/schema/notifications.js';
import { improvementRequests } from '../../db/schema/work-items.js';
import { toNotification, unreadCount } from '../notifications/notifications.service.js';
import { upcomingMilestones } from '../project-plans/milestones.service.js';

const OPEN_STATUSES = ['Requested', 'Under Review', 'Approved', 'In Progress'] as const;
const LIMIT = 10;

async function myAssignments(db: Db, consultantId: string | undefined): Promise<Home['assignments']> {
  if (!consultantId) return [];
  const rows = await db
    .select({
      id: engagementConsultants.id,
      engagement_id: engagements.id,
      engagement_name: engagements.name,
      engagement_type: engagements.type,
      engagement_status: engagements.status,
      project_temperature: engagements.projectTemperature,
      client_name: clients.name,
      role_title: engagementRoles.title,
      start_date: engagementConsultants.startDate,
      end_date: engagementConsultants.endDate,
      hours_allocated: engagementConsultants.hoursAllocated,
      hours_used: engagementConsultants.hoursUsed,
    })
    .from(engagementConsultants)
    .innerJoin(engagements, eq(engagements.id, engagementConsultants.engagementId))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .leftJoin(engagementRoles, eq(engagementRoles.id, engagementConsultants.engagementRoleId))
    .where(
      and(
        eq(engagementConsultants.consultantId, consultantId),
        inArray(engagements.status, ['active', 'pipeline', 'on_hold']),
        or(isNull(engagementConsultants.endDate), sql`${engagementConsultants.endDate} >= current_date`),
      ),
    )
    .orderBy(asc(engagements.name))
    .limit(20);
  return rows;
}

async function myOpenWorkItems(db: Db, userId: string): Promise<Home['work_items']> {
  const rows = await db
    .select()
    .from(improvementRequests)
    .where(and(eq(improvementRequests.userId, userId), inArray(improvementRequests.status, [...OPEN_STATUSES])))
    .orderBy(desc(improvementRequests.updatedAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    kind: row.kind,
    priority: row.priority,
    due_date: row.dueDate,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function homeFor(db: Db, principal: Principal): Promise<Home> {
  const [assignments, workItems, unread, unreadCountValue, milestones] = await Promise.all([
    myAssignments(db, principal.consultant?.id),
    myOpenWorkItems(db, principal.userId),
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientUserId, principal.userId),
          isNull(notifications.readAt),
          isNull(notifications.deletedAt),
        ),
      )
      .orderBy(desc(notifications.createdAt))
      .limit(5),
    unreadCount(db, principal.userId),
    upcomingMilestones(db, principal),
  ]);
  return {
    assignments,
    work_items: workItems,
    notifications: unread.map(toNotification),
    unread_count: unreadCountValue,
    upcoming_milestones: milestones,
  };
}
