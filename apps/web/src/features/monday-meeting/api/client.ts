import type { mondayMeetingRouter } from '@praxis/api/monday-meeting/monday-meeting.routes';
import { moduleClient } from '@/lib/typed-client';

/** The Monday meeting module's typed client (Hono RPC, decision 012). */
export const meetingApi = moduleClient<typeof mondayMeetingRouter>();
