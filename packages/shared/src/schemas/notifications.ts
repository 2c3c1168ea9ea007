import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  filter: z.enum(['unread', 'all']).default('all'),
});

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });

/** In-app links only: a path on this site, never another origin. */
export const inAppLinkSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s]*$/, 'Use a path inside Praxis, starting with a single /.');

export const notificationCreateSchema = z
  .object({
    recipient_user_id: z.uuid(),
    type: z.string().trim().min(1).max(50).default('info'),
    title: z.string().trim().min(1, 'Title is required.').max(200),
    body: z.string().max(2000).nullable().optional(),
    link: inAppLinkSchema.nullable().optional(),
  })
  .strict();
