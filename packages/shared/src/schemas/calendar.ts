import { daysBetween, isIsoDate, millisecondsBetween } from '../dates.js';
import { z } from 'zod';

export const CALENDAR_EVENT_KINDS = ['firm_event', 'holiday', 'time_off'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];
export const CALENDAR_EVENT_KIND_LABELS: Record<CalendarEventKind, string> = {
  firm_event: 'Firm event',
  holiday: 'Public holiday',
  time_off: 'Time off',
};
export const TIME_OFF_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

const instant = z.iso.datetime({ offset: true, error: 'Enter a date and time.' });

const eventFields = {
  title: z.string().trim().min(1, 'Title is required.').max(200),
  description: z.string().trim().max(5000).nullable().optional(),
  starts_at: instant,
  ends_at: instant,
  all_day: z.boolean().default(false),
  /** Public holidays: the office location they apply to (null: every location). */
  location: z.string().trim().max(120).nullable().optional(),
};

const endsAfterStart = (value: { starts_at?: string | undefined; ends_at?: string | undefined }) =>
  !value.starts_at || !value.ends_at || millisecondsBetween(value.starts_at, value.ends_at) > 0;
const endsAfterStartIssue = { message: 'The end must be after the start.', path: ['ends_at'] };

export const calendarEventInputSchema = z
  .object({ ...eventFields, kind: z.enum(['firm_event', 'holiday'], { error: 'Choose firm event or holiday.' }) })
  .strict()
  .refine(endsAfterStart, endsAfterStartIssue);
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

/** Moves and resizes send only starts_at / ends_at. */
export const calendarEventUpdateSchema = z
  .object({
    title: eventFields.title,
    description: z.string().trim().max(5000).nullable(),
    starts_at: instant,
    ends_at: instant,
    all_day: z.boolean(),
    location: z.string().trim().max(120).nullable(),
  })
  .partial()
  .strict()
  .refine(endsAfterStart, endsAfterStartIssue);
export type CalendarEventUpdate = z.infer<typeof calendarEventUpdateSchema>;

const isoDate = z.iso.date({ error: 'Enter a date (YYYY-MM-DD).' });
/** Anyone asks for time off for themselves (admins may ask for someone else). Dates are inclusive. */
export const timeOffRequestSchema = z
  .object({
    start_date: isoDate,
    end_date: isoDate,
    note: z.string().trim().max(1000).nullable().optional(),
    consultant_id: z.uuid().optional(),
  })
  .strict()
  .refine((value) => value.end_date >= value.start_date, {
    message: 'The last day cannot be before the first.',
    path: ['end_date'],
  });
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;

export const timeOffDecisionSchema = z.object({ status: z.enum(['approved', 'rejected']) }).strict();

export const calendarEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
  location: z.string().nullable(),
  consultant_id: z.uuid().nullable(),
  consultant_name: z.string().nullable(),
  status: z.enum(TIME_OFF_STATUSES).nullable(),
  version: z.number().int(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  engagement_id: z.uuid(),
  title: z.string(),
  date: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** The dates of a calendar range query; extend it, then apply {@link withCalendarRangeRules}. */
export const calendarRangeShape = { from: isoDate, to: isoDate };

/** The rules every calendar range keeps: `to` not before `from`, at most 400 days at once. */
export const withCalendarRangeRules = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((value) => value.to >= value.from, { message: 'to must not be before from.', path: ['to'] })
    // A malformed date is already the field's own issue; only two real dates can be too far apart.
    .refine((value) => !isIsoDate(value.from) || !isIsoDate(value.to) || daysBetween(value.from, value.to) <= 400, {
      message: 'Ask for at most 400 days at once.',
      path: ['to'],
    });

export const calendarRangeQuerySchema = withCalendarRangeRules(z.object(calendarRangeShape));

export const calendarRangeSchema = z.object({
  events: z.array(calendarEventSchema),
  milestones: z.array(milestoneSchema),
});
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

export const calendarTokenSchema = z.object({ access_token: z.string(), expires_at: z.string().nullable() });
export type CalendarToken = z.infer<typeof calendarTokenSchema>;

export const calendarConnectionSchema = z.object({
  /** Whether a provider is configured on the server at all. */
  available: z.boolean(),
  provider: z.string().nullable(),
  label: z.string().nullable(),
  connected: z.boolean(),
});
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>;

export const providerEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

export const CALENDAR_FEED_SCOPES = ['user', 'engagement'] as const;
export const calendarFeedInputSchema = z
  .object({ scope: z.enum(CALENDAR_FEED_SCOPES), engagement_id: z.uuid().optional() })
  .strict()
  .refine((value) => value.scope === 'user' || !!value.engagement_id, {
    message: 'Choose the engagement.',
    path: ['engagement_id'],
  });
export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

export const calendarFeedSchema = z.object({
  id: z.uuid(),
  scope: z.enum(CALENDAR_FEED_SCOPES),
  engagement_id: z.uuid().nullable(),
  engagement_name: z.string().nullable(),
  created_at: z.string(),
  /** Only in the answer that created the feed: the secret URL is not stored and cannot be shown again. */
  url: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
