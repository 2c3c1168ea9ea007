import { weeklyHoursOf } from '@praxis/shared/dates';
import { forecastEngagement, type Booking } from '@praxis/shared/forecast';
import type { Engagements } from './build-engagements.js';
import type { buildStaffing } from './build-staffing.js';
import type { buildTimesheets } from './build-timesheets.js';
import type { Calendar } from './random.js';

/**
 * The demo firm's budgets are set from planned hours, so every engagement forecasts under budget. These running
 * engagements get a budget fitted to their own forecast instead (a share of the estimate at completion), so the
 * forecast screens show each case: one over budget, one on budget. The engagement with the most open proposals is
 * fitted so that its proposals, if accepted, would tip it over. Time off and holidays are left out of this estimate:
 * they only lower it, which keeps the over-budget engagement over.
 */
const SHARE_OF_ESTIMATE: Readonly<Record<string, number>> = {
  'Azure Landing Zone': 0.85,
  'Core Banking CRM Migration': 1.03,
};

const weeklyHours = (row: { startDate?: string | null; endDate?: string | null; hoursAllocated?: number | null }) =>
  row.startDate && row.endDate && typeof row.hoursAllocated === 'number'
    ? weeklyHoursOf(row.hoursAllocated, { start: row.startDate, end: row.endDate })
    : null;

export function fitBudgetsToForecasts(
  cal: Calendar,
  work: Engagements,
  staffing: ReturnType<typeof buildStaffing>,
  timesheets: ReturnType<typeof buildTimesheets>,
) {
  const approved = new Map(
    timesheets.weeks.filter((week) => week.status === 'approved').map((week) => [week.id, week.consultantId]),
  );
  const lineOwner = new Map(
    timesheets.lines.flatMap((line) =>
      line.engagementId && approved.has(line.weekId)
        ? [[line.id, { engagementId: line.engagementId, consultantId: approved.get(line.weekId) as string }] as const]
        : [],
    ),
  );
  const requests = new Map(staffing.requests.filter((r) => !r.closedAt).map((request) => [request.id, request]));
  const forecastOf = (engagement: Engagements['engagements'][number]) => {
    const assignments: Booking[] = [...work.assignments, ...staffing.assignments].flatMap((row) => {
      const hours = row.engagementId === engagement.id ? weeklyHours(row) : null;
      return hours === null
        ? []
        : [
            {
              consultant_id: row.consultantId,
              start: row.startDate as string,
              end: row.endDate as string,
              hours_per_week: hours,
            },
          ];
    });
    const tentative: Booking[] = staffing.proposals.flatMap((proposal) => {
      const request = requests.get(proposal.requestId);
      return proposal.status === 'proposed' && request?.engagementId === engagement.id
        ? [
            {
              consultant_id: proposal.consultantId,
              start: request.startDate,
              end: request.endDate,
              hours_per_week: proposal.hoursPerWeek,
            },
          ]
        : [];
    });
    const actuals = timesheets.entries.flatMap((entry) => {
      const owner = lineOwner.get(entry.lineId);
      return owner?.engagementId === engagement.id
        ? [{ consultant_id: owner.consultantId, date: entry.entryDate, hours: Number(entry.hours) }]
        : [];
    });
    return forecastEngagement({
      now: cal.now,
      time_zone: 'UTC',
      engagement: {
        start_date: engagement.startDate ?? null,
        end_date: engagement.endDate ?? null,
        budget_hours: engagement.budgetHours ?? null,
        budget_amount: null,
        billing_type: engagement.billingType ?? null,
      },
      people: [],
      actuals,
      assignments,
      tentative,
      cost_per_hour: null,
      with_money: false,
    });
  };
  const setBudget = (engagement: Engagements['engagements'][number], hours: number) => {
    const rate =
      engagement.budgetAmount && engagement.budgetHours ? engagement.budgetAmount / engagement.budgetHours : 0;
    engagement.budgetHours = Math.max(10, Math.round(hours / 10) * 10);
    engagement.budgetAmount = Math.round((engagement.budgetHours * rate) / 100) * 100;
  };
  const running = work.engagements.filter((e) => e.status === 'active' || e.status === 'on_hold');
  for (const engagement of running) {
    const share = SHARE_OF_ESTIMATE[engagement.name];
    if (share) setBudget(engagement, forecastOf(engagement).estimate_at_completion_hours * share);
  }
  const tipped = running
    .filter((engagement) => !SHARE_OF_ESTIMATE[engagement.name])
    .map((engagement) => ({ engagement, forecast: forecastOf(engagement) }))
    .sort((a, b) => b.forecast.tentative_hours - a.forecast.tentative_hours)[0];
  if (tipped && tipped.forecast.tentative_hours >= 40) {
    const { estimate_at_completion_hours: estimate, tentative_hours: tentative } = tipped.forecast;
    setBudget(tipped.engagement, estimate + tentative / 2);
  }
}
