import { CANDIDATE_STAGES, type CandidateSource, type CandidateStage, type PositionStatus } from '@praxis/shared';
import type * as s from '../schema/index.js';
import type { Catalogues, People } from './build-people.js';
import type { Calendar, Random } from './random.js';
import type { Row } from './rows.js';
import { addTime } from '@praxis/shared/dates';

const POSITIONS: { title: string; status: PositionStatus; location: string; tz: string; days: number }[] = [
  { title: 'Senior Data Engineer', status: 'open', location: 'Lisbon', tz: 'Europe/Lisbon', days: 30 },
  { title: 'Azure Solutions Architect', status: 'open', location: 'Amsterdam', tz: 'Europe/Amsterdam', days: 45 },
  { title: 'Power Platform Consultant', status: 'open', location: 'Remote', tz: 'Europe/London', days: 21 },
  { title: 'Engagement Manager', status: 'on_hold', location: 'London', tz: 'Europe/London', days: 60 },
  { title: 'Junior Analyst', status: 'draft', location: 'Berlin', tz: 'Europe/Berlin', days: 90 },
  { title: 'Dynamics 365 Lead', status: 'filled', location: 'Dublin', tz: 'Europe/Dublin', days: -20 },
  { title: 'Security Consultant', status: 'closed', location: 'Madrid', tz: 'Europe/Madrid', days: -40 },
];
const FIRST = ['Ana', 'Bruno', 'Chloé', 'Dmitri', 'Eva', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kara', 'Luis'];
const LAST = ['Silva', 'Novak', 'Martin', 'Ivanov', 'Berg', 'Haddad', 'Lind', 'Moreau', 'Costa', 'Weber', 'Okoye'];
const SOURCES: CandidateSource[] = ['referral', 'job_board', 'agency', 'direct'];
const HOUR = 1;
const DAY = 24 * HOUR;

/** Positions in every status, ~30 candidates across the stages with their stage history, interviews with scorecards. */
export function buildRecruiting(rng: Random, cal: Calendar, catalogues: Catalogues, people: People) {
  const [admin, pm, employee] = people.demo;
  const managers = [pm!.consultantId, admin!.consultantId];
  const positions: (Row<typeof s.positions> & { id: string })[] = [];
  const skills: Row<typeof s.positionSkills>[] = [];
  const candidates: (Row<typeof s.candidates> & { id: string })[] = [];
  const events: Row<typeof s.candidateStageEvents>[] = [];
  const interviews: (Row<typeof s.interviews> & { id: string })[] = [];
  const interviewers: Row<typeof s.interviewInterviewers>[] = [];
  const scorecards: Row<typeof s.scorecards>[] = [];

  POSITIONS.forEach((spec, index) => {
    const id = rng.uuid();
    positions.push({
      id,
      title: spec.title,
      location: spec.location,
      timeZone: spec.tz,
      hiringManagerId: managers[index % 2]!,
      targetStart: cal.date(spec.days),
      headcount: index === 0 ? 2 : 1,
      status: spec.status,
      description: `We are hiring a ${spec.title} to grow our delivery team.`,
      createdAt: cal.ago((60 + index * 5) * DAY),
    });
    for (const category of rng.sample(catalogues.categories, 2)) {
      skills.push({ positionId: id, categoryId: category.id!, productId: null, minRating: rng.int(3, 4) });
    }
  });

  const recruitable = positions.filter((p) => p.status !== 'draft');
  for (let i = 0; i < 30; i++) {
    const id = rng.uuid();
    const position = recruitable[i % recruitable.length]!;
    const stage: CandidateStage = CANDIDATE_STAGES[i % CANDIDATE_STAGES.length]!;
    const source = SOURCES[i % SOURCES.length]!;
    const reached = stage === 'rejected' ? rng.int(0, 3) : CANDIDATE_STAGES.indexOf(stage);
    const start = cal.ago((10 + reached * 6 + rng.int(0, 20)) * DAY);
    const path = [...CANDIDATE_STAGES.slice(0, reached + 1), ...(stage === 'rejected' ? ['rejected' as const] : [])];
    path.forEach((step, n) =>
      events.push({ candidateId: id, stage: step, enteredAt: addTime(start, { days: n * 6 }) }),
    );
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    candidates.push({
      id,
      positionId: position.id,
      firstName: first,
      lastName: last,
      email: `${first}.${last}.${i}@candidates.example`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^\x20-\x7e]/g, ''),
      phone: `+351 91 000 ${String(1000 + i)}`,
      source,
      stage,
      stageChangedAt: addTime(start, { days: (path.length - 1) * 6 }),
      ownerId: managers[i % 2]!,
      referrerUserId: source === 'referral' ? employee!.userId : null,
      notes: i % 3 === 0 ? 'Strong client-facing experience.' : null,
      rejectionReason: stage === 'rejected' ? 'Skills below the position’s minimum.' : null,
      createdAt: start,
    });
    if (reached >= 2) {
      const interviewId = rng.uuid();
      interviews.push({
        id: interviewId,
        candidateId: id,
        scheduledAt: addTime(start, { days: 13 }),
        durationMinutes: 60,
      });
      interviewers.push({ interviewId, consultantId: pm!.consultantId });
      const positionSkills = skills.filter((skill) => skill.positionId === position.id);
      scorecards.push({
        interviewId,
        interviewerId: pm!.consultantId,
        ratings: positionSkills.map((skill) => ({
          category_id: skill.categoryId,
          product_id: null,
          rating: rng.int(2, 5),
        })),
        recommendation: stage === 'rejected' ? 'no' : rng.pick(['yes', 'strong_yes'] as const),
        notes: 'Clear communicator; good depth on the required skills.',
      });
    }
  }
  return { positions, skills, candidates, events, interviews, interviewers, scorecards };
}
