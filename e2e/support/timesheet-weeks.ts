import type { APIRequestContext } from '@playwright/test';
import { addDays, dayMonth, thisMonday } from './dates';

interface WeekBody {
  status: string;
  id: string | null;
  lines: {
    engagement_id: string | null;
    engagement_name: string | null;
    planned_hours: number | null;
    notes_required: boolean;
  }[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** `Tue 24 Nov`, as the timesheet names its cells. */
export const dayLabel = (iso: string) => `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${dayMonth(iso)}`;

/**
 * An empty future week with a planned engagement row (a fresh one on each run against the same database), from
 * `firstAhead` weeks on (specs that may run side by side start apart).
 */
export async function emptyWeek(request: APIRequestContext, firstAhead = 1) {
  for (let ahead = firstAhead; ahead < firstAhead + 30; ahead++) {
    const week = addDays(thisMonday(), 7 * ahead);
    const body = (await (await request.get(`/api/timesheets/weeks/${week}`)).json()) as WeekBody;
    const line = body.lines.find((l) => l.engagement_id && (l.planned_hours ?? 0) > 0 && !l.notes_required);
    if (body.id === null && line) return { week, line };
  }
  throw new Error('no empty week with a planned engagement');
}
