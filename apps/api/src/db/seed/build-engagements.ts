import { daysBetween, todayIn, utcMidnight } from '@praxis/shared/dates';
import type { EngagementStatus, EngagementType, Temperature } from '@praxis/shared';
import type * as s from '../schema/index.js';
import { CLIENTS, CONTACT_FIRST_NAMES, CONTACT_LAST_NAMES, CONTACT_TITLES } from './data-clients.js';
import { ENGAGEMENTS, type EngagementSpec } from './data-engagements.js';
import { PEOPLE } from './data-people.js';
import type { Catalogues, People } from './build-people.js';
import type { Calendar, Random } from './random.js';
import type { Row } from './rows.js';

/** Share of a full project team's weekly hours: run and support work is part-time. */
const LOAD: Record<EngagementType, number> = { project: 1, trust360: 0.5, retainer: 0.25 };

export function buildClients(rng: Random, cal: Calendar, people: People) {
  const owners = [
    people.demo[0]!.consultantId,
    people.demo[1]!.consultantId,
    ...poolOf(people, /Partner|Director|Engagement Manager/),
  ];
  const clients: (Row<typeof s.clients> & { id: string })[] = [];
  const contacts: Row<typeof s.clientContacts>[] = [];
  CLIENTS.forEach((spec, index) => {
    const id = rng.uuid();
    clients.push({
      id,
      name: spec.name,
      industry: spec.industry,
      website: `https://www.${spec.domain}`,
      status: spec.status,
      accountOwnerId: owners[index % owners.length]!,
      notes: spec.notes,
      createdAt: cal.ago(24 * (700 - index * 40)),
    });
    const firstNames = rng.sample(CONTACT_FIRST_NAMES, 4);
    const lastNames = rng.sample(CONTACT_LAST_NAMES, 4);
    const titles = rng.sample(CONTACT_TITLES, 4);
    for (let c = 0; c < rng.int(2, 4); c++) {
      const first = firstNames[c]!;
      const last = lastNames[c]!;
      contacts.push({
        clientId: id,
        firstName: first,
        lastName: last,
        email: `${first}.${last}@${spec.domain}`.toLowerCase(),
        phone: `+1 555 ${String(rng.int(100, 999))} ${String(rng.int(1000, 9999))}`,
        title: titles[c]!,
        isPrimary: c === 0,
        notes: c === 0 ? 'Main point of contact for commercial questions.' : null,
      });
    }
  });
  return { clients, contacts };
}

/** Consultant ids of the non-account people whose job title matches. */
function poolOf(people: People, title: RegExp, role?: string) {
  return PEOPLE.flatMap((person, index) =>
    title.test(person.title) && (!role || person.role === role) ? [people.otherConsultantIds[index]!] : [],
  );
}

function parseState(spec: EngagementSpec) {
  const [type, status, temperature] = spec.state.split(' ') as [EngagementType, EngagementStatus, Temperature];
  return { ...spec, type, status, temperature };
}

function datesFor(rng: Random, cal: Calendar, type: EngagementType, status: EngagementStatus): [number, number] {
  const term = (start: number) => (type === 'retainer' ? start + 364 : start + rng.int(90, 240));
  switch (status) {
    case 'pipeline': {
      const start = rng.int(14, 56);
      return [start, term(start)];
    }
    case 'active': {
      const start = -rng.int(30, 240);
      return [start, Math.max(term(start), rng.int(21, 120))];
    }
    case 'on_hold':
      return [-rng.int(60, 150), rng.int(30, 120)];
    case 'completed': {
      const end = -rng.int(10, 120);
      return [end - (type === 'retainer' ? 364 : rng.int(90, 300)), end];
    }
    case 'cancelled': {
      const start = -rng.int(10, 120);
      return [start, term(start)];
    }
  }
}

export function buildEngagements(
  rng: Random,
  cal: Calendar,
  catalogues: Catalogues,
  people: People,
  clients: { id: string }[],
) {
  const roleId = (title: string) => catalogues.engagementRoles.find((row) => row.title === title)!.id!;
  const categoryId = (name: string) => catalogues.projectCategories.find((row) => row.name === name)!.id!;
  const [admin, pm, employee] = people.demo.map((d) => d.consultantId) as [string, string, string];
  const pools = {
    sales: [admin, ...poolOf(people, /Partner|Director|Principal/)],
    pm: poolOf(people, /Project Manager|Engagement Manager/, 'Project Manager'),
    em: [admin, ...poolOf(people, /Engagement Manager|Principal|Managing Consultant/)],
    owner: poolOf(people, /Managing Consultant|Senior Consultant|Technical Lead/),
    lead: poolOf(people, /Solution Architect|Technical Lead|Senior Consultant/),
    team: poolOf(people, /^(Consultant|Analyst|Senior Analyst|Senior Consultant)$/),
  };
  const todayOffset = daysBetween(cal.date(0), todayIn('UTC', cal.now));

  const engagements: (Row<typeof s.engagements> & { id: string })[] = [];
  const assignments: Row<typeof s.engagementConsultants>[] = [];
  ENGAGEMENTS.forEach((raw, index) => {
    const spec = parseState(raw);
    const id = rng.uuid();
    const client = CLIENTS[spec.client]!;
    const [start, end] = datesFor(rng, cal, spec.type, spec.status);
    const elapsed = Math.min(1, Math.max(0, (todayOffset - start) / (end - start)));
    const used = (allocated: number) => {
      const ratio =
        spec.status === 'pipeline'
          ? 0
          : spec.status === 'completed'
            ? 0.85 + rng.next() * 0.25
            : spec.status === 'cancelled'
              ? elapsed * 0.4
              : elapsed * (0.8 + rng.next() * 0.35);
      return Math.round(allocated * ratio);
    };
    const taken = new Set<string>();
    const assign = (consultantId: string | undefined, role: string | null, hoursPerWeek: number) => {
      if (!consultantId || taken.has(consultantId)) return;
      taken.add(consultantId);
      const allocated = Math.round(((end - start) / 7) * hoursPerWeek * LOAD[spec.type]);
      assignments.push({
        engagementId: id,
        consultantId,
        engagementRoleId: role ? roleId(role) : null,
        startDate: cal.date(start),
        endDate: cal.date(end),
        hoursAllocated: allocated,
        hoursUsed: used(allocated),
      });
    };
    const pickFree = (pool: string[]) =>
      rng.sample(
        pool.filter((c) => !taken.has(c)),
        1,
      )[0];

    // The demo PM runs every third engagement (all statuses); the demo employee works on several.
    assign(index % 3 === 0 ? pm : pickFree(pools.pm), 'Project Manager', 10);
    assign(pickFree(pools.sales), 'Sales', 1);
    if (spec.status !== 'pipeline' && spec.status !== 'cancelled') {
      if (spec.type !== 'retainer') assign(index % 5 === 1 ? admin : pickFree(pools.em), 'Engagement Manager', 3);
      if (spec.type === 'project') assign(pickFree(pools.owner), 'Work Stream Owner', 16);
      assign(index === 12 ? employee : pickFree(pools.lead), 'Lead Consultant', 24);
      if (index % 4 === 0) assign(employee, null, 16);
      for (let t = rng.int(1, 3); t > 0; t--) assign(pickFree(pools.team), null, rng.pick([8, 16, 24, 32]));
    } else if (spec.status === 'pipeline') {
      assign(pickFree(pools.lead), 'Lead Consultant', 8);
    }

    const plannedHours = assignments
      .filter((row) => row.engagementId === id)
      .reduce((sum, row) => sum + (row.hoursAllocated ?? 0), 0);
    const budgetHours = Math.max(80, Math.ceil((plannedHours * 1.1) / 10) * 10);
    const blendedRate = rng.int(150, 220);
    engagements.push({
      id,
      name: spec.name,
      clientId: clients[spec.client]!.id,
      type: spec.type,
      status: spec.status,
      projectTemperature: spec.temperature,
      startDate: cal.date(start),
      endDate: cal.date(end),
      description: spec.description,
      billingType:
        spec.type === 'retainer'
          ? 'retainer'
          : spec.type === 'trust360'
            ? 'fixed_fee'
            : rng.pick(['time_and_materials', 'fixed_fee'] as const),
      budgetHours,
      budgetAmount: Math.round((budgetHours * blendedRate) / 100) * 100,
      currency: client.currency,
      projectCategoryId: categoryId(spec.category),
      createdAt: utcMidnight(cal.date(Math.min(start, 0) - 30)),
    });
  });
  return { engagements, assignments };
}
export type Engagements = ReturnType<typeof buildEngagements>;
