import { addTime, daysBetween } from '@praxis/shared/dates';
import { DEFAULT_WEIGHTS, type PRIORITIES, type ResourceRequestStatus } from '@praxis/shared';
import type * as s from '../schema/index.js';
import type { Catalogues } from './build-people.js';
import type { Engagements } from './build-engagements.js';
import type { People } from './build-people.js';
import type { Calendar, Random } from './random.js';
import type { Row } from './rows.js';

type RequestRow = Row<typeof s.resourceRequests> & { id: string };
type ProposalRow = Row<typeof s.staffingProposals> & { id: string };
type AssignmentRow = Row<typeof s.engagementConsultants> & { id: string };

/**
 * Resource requests in every status (docs/product.md §12), with proposals and the assignments accepted ones created.
 * Some are critical and weeks old; two people are booked over capacity (with the override reason shown) and the
 * people nobody books stay on the bench. The statuses per slot are fixed so every screen has something in it.
 */
const PLAN: {
  status: ResourceRequestStatus;
  byPm: boolean;
  ageDays: number;
  priority?: (typeof PRIORITIES)[number];
}[] = [
  { status: 'Draft', byPm: true, ageDays: 1 },
  { status: 'Draft', byPm: false, ageDays: 3 },
  { status: 'Submitted', byPm: true, ageDays: 2, priority: 'critical' },
  { status: 'Submitted', byPm: true, ageDays: 19, priority: 'high' },
  { status: 'Submitted', byPm: false, ageDays: 33, priority: 'critical' },
  { status: 'Submitted', byPm: false, ageDays: 6 },
  { status: 'In Review', byPm: true, ageDays: 9, priority: 'high' },
  { status: 'In Review', byPm: false, ageDays: 12 },
  { status: 'In Review', byPm: true, ageDays: 4, priority: 'low' },
  { status: 'Partially Staffed', byPm: true, ageDays: 15, priority: 'critical' },
  { status: 'Partially Staffed', byPm: false, ageDays: 24 },
  { status: 'Staffed', byPm: true, ageDays: 40 },
  { status: 'Staffed', byPm: false, ageDays: 28, priority: 'high' },
  { status: 'Cancelled', byPm: true, ageDays: 20 },
  { status: 'Rejected', byPm: true, ageDays: 26 },
];

const NOTES = [
  'Client workshops are in person twice a month.',
  'Overlap with the client team in Berlin matters more than seniority.',
  'Replacing a consultant who rolls off at the end of the month.',
  'Needs to start with the data migration work stream.',
  null,
];

export function buildStaffing(rng: Random, cal: Calendar, catalogues: Catalogues, people: People, work: Engagements) {
  const requests: RequestRow[] = [];
  const proposals: ProposalRow[] = [];
  const assignments: AssignmentRow[] = [];
  const [admin, pm] = people.demo;
  const dayOf = (iso: string) => daysBetween(cal.date(0), iso);
  // Engagements that run for at least five more weeks: requests sit inside their dates.
  const open = work.engagements.filter(
    (e) => (e.status === 'active' || e.status === 'pipeline') && e.endDate && dayOf(e.endDate) >= 35,
  );
  const roleId = (title: string) => catalogues.engagementRoles.find((r) => r.title === title)?.id ?? null;
  const titleId = (title: string) => catalogues.jobTitles.find((t) => t.title === title)?.id ?? null;
  const language = (name: string) => catalogues.languages.find((l) => l.name === name)?.id;
  const consultantPool = people.otherConsultantIds;
  let poolTurn = 0;
  const nextPerson = () => consultantPool[(poolTurn++ * 7) % consultantPool.length]!;

  PLAN.forEach((slot, index) => {
    const engagement = open[index % open.length]!;
    const startDay = Math.max(dayOf(engagement.startDate!), 7 + 7 * (index % 3));
    const endDay = Math.min(dayOf(engagement.endDate!), startDay + 7 * rng.int(6, 12) - 3);
    const category = rng.pick(catalogues.categories);
    const products = catalogues.products.filter((p) => p.categoryId === category.id);
    const picked = rng.sample(products, Math.min(products.length, rng.int(1, 3)));
    const cert = rng.pick(catalogues.certifications);
    const german = language('German');
    const createdAt = cal.ago(24 * slot.ageDays + rng.int(1, 8));
    const id = rng.uuid();
    const hoursPerWeek = rng.pick([16, 24, 32, 40]);
    const submitted = slot.status !== 'Draft';
    const staffedAt = slot.status === 'Staffed' ? addTime(createdAt, { days: rng.int(3, 12) }) : null;
    requests.push({
      id,
      engagementId: engagement.id,
      requesterUserId: slot.byPm ? pm!.userId : admin!.userId,
      engagementRoleId:
        index % 4 === 0 ? roleId('Lead Consultant') : index % 4 === 1 ? roleId('Work Stream Owner') : null,
      jobTitleId: titleId(rng.pick(['Consultant', 'Senior Consultant', 'Technical Lead', 'Solution Architect'])),
      skills: picked.map((product, i) => ({
        category_id: category.id!,
        product_id: product.id,
        min_rating: rng.int(2, 4),
        must: i === 0,
      })),
      certifications: index % 3 === 0 ? [{ certification_id: cert.id!, must: index % 6 === 0 }] : [],
      languages:
        index % 4 === 2 && german ? [{ language_id: german, min_proficiency: 'conversational', must: false }] : [],
      hoursPerWeek,
      startDate: cal.date(startDay),
      endDate: cal.date(Math.max(startDay, endDay)),
      timeZoneWindow:
        index % 2 === 0 ? { zone: 'Europe/Berlin', start_hour: 9, end_hour: 17, min_overlap_hours: 4 } : null,
      priority: slot.priority ?? 'medium',
      notes: NOTES[index % NOTES.length] ?? null,
      status: slot.status,
      statusReason:
        slot.status === 'Cancelled'
          ? 'The client moved the phase to next quarter.'
          : slot.status === 'Rejected'
            ? 'Covered by the existing team after re-planning.'
            : null,
      submittedAt: submitted ? addTime(createdAt, { hours: 1 }) : null,
      staffedAt,
      createdAt,
      updatedAt: staffedAt ?? createdAt,
    });

    const propose = (status: 'proposed' | 'accepted' | 'declined', hours: number, override: string | null = null) => {
      const consultantId = nextPerson();
      const proposalId = rng.uuid();
      let assignmentId: string | null = null;
      if (status === 'accepted') {
        assignmentId = rng.uuid();
        const days = Math.max(1, endDay - startDay + 1);
        assignments.push({
          id: assignmentId,
          engagementId: engagement.id,
          consultantId,
          engagementRoleId: null,
          startDate: cal.date(startDay),
          endDate: cal.date(Math.max(startDay, endDay)),
          hoursAllocated: Math.round(hours * Math.max(1, days / 7)),
          hoursUsed: 0,
        });
      }
      proposals.push({
        id: proposalId,
        requestId: id,
        consultantId,
        status,
        hoursPerWeek: hours,
        score: rng.int(55, 95),
        proposedByUserId: admin!.userId,
        assignmentId,
        overrideReason: override,
        declineReason: status === 'declined' ? 'Needed on another engagement.' : null,
        decidedAt: status === 'proposed' ? null : addTime(createdAt, { days: 2 }),
        createdAt: addTime(createdAt, { days: 1 }),
      });
    };
    if (slot.status === 'In Review') {
      propose('proposed', hoursPerWeek);
      if (index % 2 === 0) propose('declined', hoursPerWeek);
    }
    if (slot.status === 'Partially Staffed') {
      propose('accepted', Math.max(8, hoursPerWeek / 2));
      propose('proposed', Math.max(8, hoursPerWeek / 2));
    }
    if (slot.status === 'Staffed') propose('accepted', hoursPerWeek);
  });

  // Two people booked over capacity on purpose, with the reason the admin gave.
  for (const [turn, consultantId] of rng.sample(consultantPool, 2).entries()) {
    const engagement = open[(turn + 3) % open.length]!;
    const startDay = Math.max(dayOf(engagement.startDate!), 0);
    const endDay = Math.min(dayOf(engagement.endDate!), startDay + 55);
    assignments.push({
      id: rng.uuid(),
      engagementId: engagement.id,
      consultantId,
      engagementRoleId: null,
      startDate: cal.date(startDay),
      endDate: cal.date(endDay),
      hoursAllocated: Math.round(44 * ((endDay - startDay + 1) / 7)),
      hoursUsed: 0,
    });
  }
  // The demo employee is put forward for a request in review, so "My Resource Requests" has something to show them.
  const employee = people.demo[2];
  const reviewed = requests.find((request) => request.status === 'In Review');
  if (employee && reviewed) {
    const createdAt = addTime(reviewed.createdAt!, { days: 1 });
    proposals.push({
      id: rng.uuid(),
      requestId: reviewed.id,
      consultantId: employee.consultantId,
      status: 'proposed',
      hoursPerWeek: Math.min(16, reviewed.hoursPerWeek),
      score: 78,
      proposedByUserId: admin!.userId,
      assignmentId: null,
      overrideReason: null,
      declineReason: null,
      decidedAt: null,
      createdAt,
    });
  }
  const settings: Row<typeof s.staffingSettings>[] = [{ id: 1, weights: DEFAULT_WEIGHTS }];
  return { requests, proposals, assignments, settings };
}
