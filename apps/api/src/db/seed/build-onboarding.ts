import { ONBOARDING_TEMPLATE } from '@praxis/shared';
import type * as s from '../schema/index.js';
import type { People } from './build-people.js';
import type { Calendar, Random } from './random.js';

type Candidate = typeof s.candidates.$inferInsert;
type Consultant = typeof s.consultants.$inferInsert;

/**
 * One onboarding in progress (docs/product.md §12): the first hired candidate starts next Monday, has a profile without an
 * account yet (the invitation is the admin's to send) and a checklist with the admin's first task done.
 */
export function buildOnboarding(rng: Random, cal: Calendar, people: People, candidates: Candidate[]) {
  const hired = candidates.find((candidate) => candidate.stage === 'hired');
  const admin = people.demo[0]?.consultantId ?? null;
  const manager = people.demo[1]?.consultantId ?? null;
  if (!hired?.id || !hired.email) return { consultants: [], onboardings: [], tasks: [] };
  const consultantId = rng.uuid();
  const startDate = cal.date(7);
  const consultant: Consultant = {
    id: consultantId,
    firstName: hired.firstName,
    lastName: hired.lastName,
    email: hired.email,
    phone: hired.phone ?? null,
    startDate,
  };
  const onboardingId = rng.uuid();
  const owners = { admin, hiring_manager: manager, new_hire: consultantId } as const;
  const tasks = ONBOARDING_TEMPLATE.map((task, position) => ({
    onboardingId,
    position,
    title: task.title,
    ownerConsultantId: owners[task.owner],
    dueDate: cal.date(7 + task.days),
    doneAt: position === 0 ? cal.ago(20) : null,
  }));
  return {
    consultants: [consultant],
    onboardings: [{ id: onboardingId, consultantId, candidateId: hired.id, startDate }],
    tasks,
  };
}
