import {
  isOpenRequest,
  type BudgetRisk,
  type QueueItem,
  type StaffingWhatIf,
  type StaffingWhatIfQuery,
} from '@praxis/shared';
import { addDays, todayIn } from '@praxis/shared/dates';
import { whatIfEngagement, whatIfReason, whatIfUtilisation, type Booking } from '@praxis/shared/forecast';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { FIRM_ZONE, forecastInputsFor, peopleOf, toBooking, viewerOptions } from '../forecast/forecast.service.js';
import { firmAssignments } from '../forecast/firm.queries.js';
import { hydrateOne } from './requests.mapper.js';
import * as requests from './requests.queries.js';
import * as queries from './what-if.queries.js';

/**
 * How proposing a person for an open request changes its engagement's forecast and the person's utilisation over
 * the request's weeks — both computed by the shared forecasting module, before and after the booking.
 */
export async function staffingWhatIf(
  db: DbOrTx,
  viewer: Principal,
  id: string,
  query: StaffingWhatIfQuery,
): Promise<StaffingWhatIf> {
  const row = await requests.findRequest(db, id);
  if (!row) throw AppError.notFound('Resource request');
  const request = await hydrateOne(db, row);
  if (!isOpenRequest(request.status, request.closed_at)) {
    throw AppError.conflict(`The request is ${request.closed_at ? 'closed' : request.status}: nobody can be proposed.`);
  }
  const candidate = await queries.activeConsultant(db, query.consultant_id);
  if (!candidate) throw AppError.notFound('Consultant');
  const options = await viewerOptions(db, viewer);
  const hours = query.hours_per_week ?? Math.max(1, request.hours_per_week - request.hours_staffed);
  const booking: Booking = {
    consultant_id: candidate.id,
    start: request.start_date,
    end: request.end_date,
    hours_per_week: hours,
  };
  const today = todayIn(options.timeZone, options.now);
  const [[forecast], [person], assigned] = await Promise.all([
    forecastInputsFor(db, { ids: [request.engagement_id], ...options, extraPeople: [candidate.id] }),
    peopleOf(db, [candidate.id], { from: addDays(today, -1), to: request.end_date }),
    firmAssignments(db, request.start_date, { consultantId: candidate.id, to: request.end_date }),
  ]);
  if (!forecast || !person) throw AppError.notFound('Engagement');
  const engagement = whatIfEngagement(forecast.input, booking);
  const utilisation = whatIfUtilisation({
    now: options.now,
    person: {
      ...person,
      name: candidate.name,
      top_skills: [],
      employed_from: candidate.start_date,
      employed_until: candidate.left_on,
    },
    assignments: assigned.map(toBooking),
    booking,
  });
  return {
    request_id: request.id,
    engagement_id: request.engagement_id,
    engagement_name: request.engagement_name,
    consultant_id: candidate.id,
    consultant_name: candidate.name,
    hours_per_week: hours,
    start_date: request.start_date,
    end_date: request.end_date,
    engagement: {
      ...engagement,
      currency: options.withMoney ? forecast.engagement.currency : null,
      reason: whatIfReason(engagement, `Booking ${candidate.name}`),
    },
    utilisation,
  };
}

/**
 * The queue's budget flags: each request's open hours booked over its dates (whoever takes them: nobody's time
 * off is known yet), against its engagement's forecast. One read of the forecast inputs for the whole queue.
 */
export async function budgetRisks(
  db: DbOrTx,
  items: readonly Pick<QueueItem, 'id' | 'engagement_id' | 'start_date' | 'end_date' | 'hours_remaining'>[],
  now = new Date(),
): Promise<Map<string, BudgetRisk>> {
  const risks = new Map<string, BudgetRisk>();
  const ids = [...new Set(items.map((item) => item.engagement_id))];
  const inputs = new Map(
    (await forecastInputsFor(db, { ids, now, timeZone: FIRM_ZONE, withMoney: false })).map((row) => [
      row.engagement.id,
      row.input,
    ]),
  );
  for (const item of items) {
    const input = inputs.get(item.engagement_id);
    if (!input || item.hours_remaining <= 0) continue;
    const result = whatIfEngagement(input, {
      consultant_id: `request:${item.id}`,
      start: item.start_date,
      end: item.end_date,
      hours_per_week: item.hours_remaining,
    });
    const reason = whatIfReason(result);
    if (!reason || result.budget_hours === null) continue;
    risks.set(item.id, {
      tips_over: result.tips_over,
      budget_hours: result.budget_hours,
      added_hours: result.added_hours,
      over_by_hours: result.after.over_by_hours ?? 0,
      runs_out_on: result.after.runs_out_on,
      reason,
    });
  }
  return risks;
}
