import type { StatusRisk, Temperature } from '@praxis/shared';
import type * as s from '../schema/index.js';
import type { Engagements } from './build-engagements.js';
import type { People } from './build-people.js';
import { addTime } from '@praxis/shared/dates';
import { createRandom, type Calendar } from './random.js';

type Row = typeof s.statusUpdates.$inferInsert;

/** Its own generator, so adding status updates never reshuffles the rest of the demo firm. */
const STATUS_SEED = 20261123;
const WEEKS = 8;
const ACCOMPLISHMENTS = [
  '- Workshop with the client team held\n- Design signed off',
  '- Sprint demo accepted\n- Data mapping finished',
  '- Integration tests green\n- Training material drafted',
  '- Steering committee prepared\n- Backlog groomed with the product owner',
];
const NEXT_STEPS = [
  '- Start the build of the reporting module',
  '- User acceptance testing with the client',
  '- Cut-over rehearsal',
  '- Hand-over to support',
];
const RISKS = ['Client SME availability', 'Late test data', 'Licence procurement', 'Scope creep on reporting'];
const DRIFT: Record<Temperature, Temperature[]> = {
  green: ['green', 'green', 'yellow'],
  yellow: ['yellow', 'green', 'yellow', 'red'],
  red: ['red', 'yellow', 'red'],
};

/**
 * When the update of week `week` (0 = this week) was sent: on the following Monday at 09:00 UTC, or an hour
 * before "now" when that Monday morning has not come yet. Updates are overdue after STATUS_UPDATE_OVERDUE_DAYS
 * calendar days, so last week's update, sent this Monday, is current on every day of this week, and this week's
 * own update is still to write (the form a Project Manager opens is the one to send).
 */
function sentAtOf(cal: Calendar, week: number): Date {
  const monday = new Date(`${cal.date((week + 1) * 7)}T09:00:00Z`);
  const latest = addTime(cal.now, { hours: -1 });
  return monday < latest ? monday : latest;
}

/**
 * Weekly updates of the active engagements over the last 8 weeks (docs/product.md §12): most are current, every fourth
 * stopped two to four weeks ago (overdue), every seventh never had one; written by the engagement's first member.
 * "Current" holds on any weekday the firm is built (see sentAtOf).
 */
export function buildStatusUpdates(cal: Calendar, people: People, work: Engagements) {
  const rng = createRandom(STATUS_SEED);
  const userOf = new Map(people.consultants.map((consultant) => [consultant.id, consultant.userId ?? null]));
  const rows: Row[] = [];
  work.engagements
    .filter((engagement) => engagement.status === 'active')
    .forEach((engagement, index) => {
      if (index % 7 === 6) return;
      const team = work.assignments.filter((row) => row.engagementId === engagement.id).map((row) => row.consultantId);
      const members = [...new Set(team)];
      const author = members.map((id) => userOf.get(id)).find((id) => id) ?? null;
      const lastWeek = index % 4 === 3 ? -rng.int(2, 4) : -1;
      const owner = members[0] ?? null;
      for (let week = -WEEKS; week <= lastWeek; week++) {
        const weekStart = cal.date(week * 7);
        const sentAt = sentAtOf(cal, week);
        const overall = rng.pick(DRIFT[engagement.projectTemperature ?? 'green']);
        const risky = overall !== 'green' || rng.chance(0.3);
        const risks: StatusRisk[] = risky
          ? [
              {
                kind: rng.chance(0.7) ? 'risk' : 'issue',
                title: rng.pick(RISKS),
                owner_id: owner,
                due_date: cal.date(week * 7 + rng.int(7, 21)),
                resolved: week < lastWeek - 1 && rng.chance(0.5),
              },
            ]
          : [];
        rows.push({
          id: rng.uuid(),
          engagementId: engagement.id,
          authorUserId: author,
          weekStart,
          state: 'sent',
          overallStatus: overall,
          summary: `Week of ${weekStart}: ${overall === 'green' ? 'on plan' : overall === 'yellow' ? 'watching schedule and staffing' : 'behind plan, recovery actions agreed'}.`,
          accomplishments: rng.pick(ACCOMPLISHMENTS),
          nextSteps: rng.pick(NEXT_STEPS),
          risks,
          recipientConsultantIds: members,
          recipientContactIds: [],
          sentAt,
          // Drafted the day before it was sent.
          createdAt: addTime(sentAt, { hours: -24 }),
          updatedAt: sentAt,
          version: 2,
        });
      }
    });
  return rows;
}
