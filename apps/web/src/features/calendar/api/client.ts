import type { calendarRouter } from '@praxis/api/calendar/calendar.routes';
import type { calendarFeedsRouter } from '@praxis/api/calendar/feeds.routes';
import { moduleClient } from '@/lib/typed-client';

/** The calendar module's typed clients (Hono RPC, decision 012): events and time off, private feeds. */
export const calendarApi = moduleClient<typeof calendarRouter>();
export const feedsApi = moduleClient<typeof calendarFeedsRouter>();
