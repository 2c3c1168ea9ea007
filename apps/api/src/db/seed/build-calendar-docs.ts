import type * as s from '../schema/index.js';
import { CHANGE_LOG } from './data-change-log.js';
import { KITS, type KitFolder } from './data-golden-folders.js';
import { dateOf, HOLIDAYS } from './data-holidays.js';
import type { Calendar, Random } from './random.js';
import type { Row } from './rows.js';
import { addTime } from '@praxis/shared/dates';

/** A file the seed puts into the storage module after the rows are committed. */
export interface SeedFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

interface People {
  users: { id?: string; email: string }[];
  consultants: { id: string; userId?: string | null; location?: string | null; firstName: string }[];
}

/** Issue 17's demo data: change-log entries, golden folders with documents, holidays, firm events, time off. */
export function buildCalendarDocs(rng: Random, cal: Calendar, people: People) {
  const admin = people.users.find((u) => u.email === 'admin@demo.local');
  const adminId = admin?.id ?? null;

  const changeLog: Row<typeof s.changeLogEntries>[] = CHANGE_LOG.map((entry) => ({
    id: rng.uuid(),
    releaseVersion: entry.release,
    title: entry.title,
    body: entry.body,
    category: entry.category,
    publishedAt: entry.daysAgo === null ? null : cal.ago(entry.daysAgo * 24),
    authorId: adminId,
  }));
  // Everyone last opened the change log ten days ago: the two newest entries show in the "what's new" badge.
  const changeLogSeen: Row<typeof s.changeLogSeen>[] = people.users.flatMap((u) =>
    u.id ? [{ userId: u.id, lastSeenAt: cal.ago(24 * 10) }] : [],
  );

  const folders: Row<typeof s.goldenFolders>[] = [];
  const items: Row<typeof s.goldenItems>[] = [];
  const versions: Row<typeof s.goldenDocumentVersions>[] = [];
  const files: SeedFile[] = [];
  const encoder = new TextEncoder();
  const addFolder = (kit: KitFolder, parentId: string | null, type: string | null, topic: string | null) => {
    const id = rng.uuid();
    folders.push({
      id,
      parentId,
      name: kit.name,
      description: kit.description,
      engagementType: type as Row<typeof s.goldenFolders>['engagementType'],
      topic,
      ownerId: rng.pick(people.consultants).id,
      lastReviewedOn: kit.reviewedMonthsAgo === null ? null : cal.date(-Math.round(kit.reviewedMonthsAgo * 30.5) - 7),
    });
    for (const doc of kit.documents) {
      const itemId = rng.uuid();
      items.push({ id: itemId, folderId: id, kind: 'document', name: doc.name, description: doc.description });
      const key = `golden/seed-${itemId}`;
      const bytes = encoder.encode(doc.body);
      versions.push({
        id: rng.uuid(),
        itemId,
        number: 1,
        storageKey: key,
        fileName: doc.file,
        contentType: doc.type,
        sizeBytes: bytes.byteLength,
        uploadedBy: adminId,
        uploadedAt: cal.ago(24 * 40),
      });
      files.push({ key, bytes, contentType: doc.type });
    }
    for (const link of kit.links) {
      items.push({ id: rng.uuid(), folderId: id, kind: 'link', ...link });
    }
    for (const child of kit.children ?? []) addFolder(child, id, null, null);
  };
  for (const kit of KITS) addFolder(kit.folder, null, kit.type, kit.topic);

  return { changeLog, changeLogSeen, folders, items, versions, files, events: buildEvents(rng, cal, people, adminId) };
}

function buildEvents(rng: Random, cal: Calendar, people: People, adminId: string | null) {
  const events: Row<typeof s.calendarEvents>[] = [];
  const start = cal.monday.getTime();
  const end = addTime(start, { days: 13 * 7 }).getTime();
  const allDay = (day: Date, days = 1) => ({
    startsAt: day,
    endsAt: addTime(day, { days }),
    allDay: true,
  });

  for (const year of [cal.monday.getUTCFullYear(), cal.monday.getUTCFullYear() + 1]) {
    for (const holiday of HOLIDAYS) {
      const day = dateOf(holiday.rule, year);
      if (day.getTime() < start || day.getTime() >= end) continue;
      for (const city of holiday.cities) {
        events.push({
          id: rng.uuid(),
          kind: 'holiday',
          title: holiday.name,
          location: city,
          createdBy: adminId,
          ...allDay(day),
        });
      }
    }
  }

  const at = (days: number, hourUtc: number, hours: number) => {
    const startsAt = addTime(start, { days, hours: hourUtc });
    return { startsAt, endsAt: addTime(startsAt, { hours }), allDay: false };
  };
  const firm = [
    { title: 'All-hands', days: 3, hour: 16, hours: 1, description: 'Monthly update from the partners.' },
    { title: 'All-hands', days: 31, hour: 16, hours: 1, description: 'Monthly update from the partners.' },
    { title: 'All-hands', days: 59, hour: 16, hours: 1, description: 'Monthly update from the partners.' },
    {
      title: 'Quarterly planning',
      days: 8,
      hour: 14,
      hours: 3,
      description: 'Pipeline, staffing and hiring for next quarter.',
    },
    { title: 'Lunch & learn: AI in delivery', days: 16, hour: 17, hours: 1, description: 'Bring your own lunch.' },
    {
      title: 'Partner offsite',
      days: 43,
      hour: 0,
      hours: 0,
      description: 'Partners away; urgent questions to the practice leads.',
    },
    {
      title: 'Year-end celebration',
      days: 25,
      hour: 22,
      hours: 3,
      description: 'Drinks and dinner for the whole firm.',
    },
  ];
  for (const event of firm) {
    const when = event.hours
      ? at(event.days, event.hour, event.hours)
      : allDay(addTime(start, { days: event.days }), 2);
    events.push({
      id: rng.uuid(),
      kind: 'firm_event',
      title: event.title,
      description: event.description,
      createdBy: adminId,
      ...when,
    });
  }

  // Approved time off for the employee demo account next week (its staffing capacity shows the dip) and others.
  const employee = people.consultants.find((c) =>
    people.users.some((u) => u.id === c.userId && u.email === 'employee@demo.local'),
  );
  const others = rng.sample(
    people.consultants.filter((c) => c !== employee),
    9,
  );
  const timeOff = [
    ...(employee ? [{ consultant: employee, days: 9, length: 3, status: 'approved' as const }] : []),
    ...others.map((consultant, index) => ({
      consultant,
      days: rng.int(0, 80),
      length: rng.int(1, 5),
      status: index < 7 ? ('approved' as const) : ('requested' as const),
    })),
  ];
  for (const off of timeOff) {
    events.push({
      id: rng.uuid(),
      kind: 'time_off',
      title: `${off.consultant.firstName} — time off`,
      consultantId: off.consultant.id,
      status: off.status,
      createdBy: adminId,
      ...allDay(addTime(start, { days: off.days }), off.length),
    });
  }
  return events;
}
