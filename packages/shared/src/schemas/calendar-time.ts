import { z } from 'zod';
import { weekStartSchema } from './timesheets.js';

/** GET /api/calendar/connection: the user's own calendar connection, as My Profile shows it. */
export const calendarUserConnectionSchema = z.object({
  /** Whether a provider is configured on the server at all. */
  available: z.boolean(),
  provider: z.string().nullable(),
  label: z.string().nullable(),
  /** The user's account holds a provider refresh token (they signed in or linked through the provider). */
  can_connect: z.boolean(),
  connected: z.boolean(),
  connected_at: z.string().nullable(),
  refreshed_at: z.string().nullable(),
  /** The refresh's last failure ('Token refresh failed: {status}', 'No valid token source available'). */
  last_error: z.string().nullable(),
});
export type CalendarUserConnection = z.infer<typeof calendarUserConnectionSchema>;

export const EVENT_MATCH_REASONS = ['recurring', 'attendee_domain', 'engagement_name'] as const;
export type EventMatchReason = (typeof EVENT_MATCH_REASONS)[number];

export const eventSuggestionSchema = z.object({
  engagement_id: z.uuid(),
  reason: z.enum(EVENT_MATCH_REASONS),
  /** The reason in words ("An attendee is from acme.com, Acme's domain"). */
  because: z.string(),
});
export type EventSuggestion = z.infer<typeof eventSuggestionSchema>;

/** One provider event that can become hours: timed, not declined, within the week. */
export const weekEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The day the hours go on, in the user's time zone. */
  date: z.string(),
  hours: z.number(),
  suggestion: eventSuggestionSchema.nullable(),
  /** Set once the event was logged: the engagement its hours went to. */
  used: z.object({ engagement_id: z.uuid(), hours: z.number() }).nullable(),
});
export type WeekEvent = z.infer<typeof weekEventSchema>;

export const weekEventsQuerySchema = z.object({ week: weekStartSchema });

export const logWeekEventSchema = z.strictObject({
  week: weekStartSchema,
  engagement_id: z.uuid({ error: 'Choose an engagement.' }),
});
export type LogWeekEvent = z.infer<typeof logWeekEventSchema>;
