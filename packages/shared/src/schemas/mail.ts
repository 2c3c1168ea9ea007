import { z } from 'zod';

/** How a person hears of one kind of notification: only in the app, by e-mail at once, or in a daily digest. */
export const EMAIL_MODES = ['app', 'immediate', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/**
 * Every notification type the app creates, with its label and the default way it reaches people by e-mail:
 * approvals, proposals, rejections, mentions and the Friday reminder at once; the rest in the 08:00 digest.
 * A type not listed here (an admin's ad-hoc notice) falls under `info`.
 */
export const NOTIFICATION_EMAIL_TYPES = [
  { type: 'timesheet_submitted', label: 'A timesheet waits for your approval', default_mode: 'immediate' },
  { type: 'timesheet_approved', label: 'Your timesheet was approved', default_mode: 'immediate' },
  { type: 'timesheet_rejected', label: 'Your timesheet was rejected', default_mode: 'immediate' },
  { type: 'timesheet_reminder', label: 'Friday timesheet reminder', default_mode: 'immediate' },
  { type: 'staffing_proposal', label: 'Staffing proposals', default_mode: 'immediate' },
  { type: 'work_item_mention', label: 'Someone mentioned you', default_mode: 'immediate' },
  { type: 'resource_request', label: 'Resource requests', default_mode: 'digest' },
  { type: 'engagement_team', label: 'Engagement team changes', default_mode: 'digest' },
  { type: 'work_item_assigned', label: 'Work items assigned to you', default_mode: 'digest' },
  { type: 'work_item_status', label: 'Work item status changes', default_mode: 'digest' },
  { type: 'work_item_comment', label: 'Comments on your work items', default_mode: 'digest' },
  { type: 'status_update', label: 'Status updates', default_mode: 'digest' },
  { type: 'bug_report', label: 'Bug reports', default_mode: 'digest' },
  { type: 'onboarding_task', label: 'Onboarding tasks', default_mode: 'digest' },
  { type: 'info', label: 'Other notices', default_mode: 'digest' },
] as const satisfies readonly { type: string; label: string; default_mode: EmailMode }[];

export type NotificationEmailType = (typeof NOTIFICATION_EMAIL_TYPES)[number]['type'];
const TYPES = NOTIFICATION_EMAIL_TYPES.map((entry) => entry.type) as [
  NotificationEmailType,
  ...NotificationEmailType[],
];

/** The preference entry a notification type is governed by (unknown types: `info`). */
export const emailTypeOf = (type: string): NotificationEmailType =>
  (TYPES as readonly string[]).includes(type) ? (type as NotificationEmailType) : 'info';

export const emailPreferencesSchema = z.object({
  /** False when the server has no SMTP_URL: choices are kept but nothing is sent. */
  email_enabled: z.boolean(),
  items: z.array(
    z.object({
      type: z.enum(TYPES),
      label: z.string(),
      mode: z.enum(EMAIL_MODES),
      default_mode: z.enum(EMAIL_MODES),
    }),
  ),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** Sets the listed types; types left out keep their current choice. */
export const emailPreferencesInputSchema = z
  .object({
    preferences: z
      .partialRecord(z.enum(TYPES), z.enum(EMAIL_MODES, { error: 'Choose app, immediate or digest.' }))
      .refine((value) => Object.keys(value).length > 0, 'Choose at least one notification type.'),
  })
  .strict();
export type EmailPreferencesInput = z.infer<typeof emailPreferencesInputSchema>;

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** A message of the outbox, as admins see it (without its body). */
export const mailOutboxItemSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;

export const mailOutboxQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
});
