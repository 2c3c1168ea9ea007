import { z } from 'zod';
import {
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  PRIORITIES,
  TEMPERATURES,
  WORK_ITEM_KINDS,
  WORK_ITEM_STATUSES,
} from '../enums.js';
import { notificationSchema } from './notifications.js';
import { upcomingMilestoneSchema } from './project-plans.js';

/** The signed-in user's start page: their engagements, open work items and unread notifications. */
export const homeSchema = z.object({
  assignments: z.array(
    z.object({
      id: z.uuid(),
      engagement_id: z.uuid(),
      engagement_name: z.string(),
      engagement_type: z.enum(ENGAGEMENT_TYPES),
      engagement_status: z.enum(ENGAGEMENT_STATUSES),
      project_temperature: z.enum(TEMPERATURES),
      client_name: z.string(),
      role_title: z.string().nullable(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      hours_allocated: z.number().nullable(),
      hours_used: z.number(),
    }),
  ),
  work_items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: z.enum(WORK_ITEM_STATUSES),
      kind: z.enum(WORK_ITEM_KINDS),
      priority: z.enum(PRIORITIES),
      due_date: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
  /** Open milestones in the next 30 days on the user's engagements. */
  upcoming_milestones: z.array(upcomingMilestoneSchema),
});
export type Home = z.infer<typeof homeSchema>;
