import { z } from 'zod';

/** What Praxis tells a webhook about, in the order admins see them on the form. */
export const WEBHOOK_EVENT_TYPES = [
  'work_item.created',
  'work_item.moved',
  'resource_request.submitted',
  'resource_request.staffed',
  'timesheet.submitted',
  'timesheet.approved',
  'timesheet.rejected',
  'status_update.sent',
  'engagement.temperature_changed',
  'consultant.created',
  'consultant.archived',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'work_item.created': 'Work item created',
  'work_item.moved': 'Work item moved',
  'resource_request.submitted': 'Resource request submitted',
  'resource_request.staffed': 'Resource request staffed',
  'timesheet.submitted': 'Timesheet submitted',
  'timesheet.approved': 'Timesheet approved',
  'timesheet.rejected': 'Timesheet rejected',
  'status_update.sent': 'Status update sent',
  'engagement.temperature_changed': 'Engagement temperature changed',
  'consultant.created': 'Consultant created',
  'consultant.archived': 'Consultant archived',
};

/** `json`: the signed event itself; `slack`: a readable `{ text }` message for a Slack or Teams incoming webhook. */
export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = { json: 'JSON', slack: 'Slack / Teams' };

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Stored answers of a receiver are cut to this many bytes. */
export const WEBHOOK_RESPONSE_MAX_BYTES = 4096;
/** After this many failed deliveries in a row the endpoint is disabled and admins are told. */
export const WEBHOOK_MAX_CONSECUTIVE_FAILURES = 10;

const name = z
  .string()
  .trim()
  .min(1, 'Name is required.')
  .max(100, 'At most 100 characters.')
  .refine((value) => !/\p{Cc}/u.test(value), 'A name cannot hold control characters or line breaks.');

/** The URL's form only; the server also refuses private and loopback addresses once the name is resolved. */
const URL_MESSAGE = 'Enter an https:// URL (without a user name or password).';
const url = z
  .string()
  .trim()
  .min(1, 'URL is required.')
  .max(2000, 'At most 2,000 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: URL_MESSAGE }))
  .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), URL_MESSAGE);

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'Unknown event type.' }))
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, 'Each event once.');

/** What registering an endpoint accepts. */
export const webhookCreateSchema = z
  .object({
    name,
    url,
    event_types: eventTypes,
    format: z.enum(WEBHOOK_FORMATS).default('json'),
  })
  .strict();
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** What editing an endpoint accepts: any of its fields, and switching it on or off. */
export const webhookUpdateSchema = z
  .object({ name, url, event_types: eventTypes, format: z.enum(WEBHOOK_FORMATS), enabled: z.boolean() })
  .partial()
  .strict();
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

/** An endpoint as the API returns it; its signing secret is shown only when made (create, rotate). */
export const webhookSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  format: z.enum(WEBHOOK_FORMATS),
  enabled: z.boolean(),
  /** Why it was switched off by Praxis (repeated failures); null when an admin did or it is on. */
  disabled_reason: z.string().nullable(),
  consecutive_failures: z.number().int(),
  last_delivery_at: z.string().nullable(),
  last_delivery_status: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** An endpoint with its signing secret: the one answer that shows it. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_SORTS = ['name', 'created_at'] as const;

export const webhookListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(WEBHOOK_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type WebhookListQuery = z.infer<typeof webhookListQuerySchema>;

/** One delivery of one event to one endpoint, with the receiver's last answer. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.uuid(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  response_status: z.number().int().nullable(),
  /** At most WEBHOOK_RESPONSE_MAX_BYTES of the answer. */
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;
