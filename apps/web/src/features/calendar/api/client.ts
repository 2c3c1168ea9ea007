import type { calendarRouter } from '@praxis/api/calendar/calendar.routes';
import type { calendarFeedsRouter } from '@praxis/api/calendar/feeds.routes';
import type { calendarProviderRouter } from '@praxis/api/calendar/provider.routes';
import { moduleClient } from '@/lib/typed-client';

/** The calendar module's typed clients (Hono RPC, decision 012): events and time off, private feeds, the provider. */
export const calendarApi = moduleClient<typeof calendarRouter>();
export const feedsApi = moduleClient<typeof calendarFeedsRouter>();
export const providerApi = moduleClient<typeof calendarProviderRouter>();
