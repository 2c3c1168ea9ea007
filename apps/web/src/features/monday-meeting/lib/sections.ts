import type { MeetingAgenda, MeetingSection } from '@praxis/shared';

export interface SectionSummary {
  id: MeetingSection;
  title: string;
  /** What needs attention in it (0 = nothing to discuss). */
  count: number;
  /** One line under the title. */
  hint: string;
  /** Whether it lists nothing (some sections list more than what needs attention: every active engagement). */
  isEmpty: boolean;
  /** What it says instead of its items when it lists nothing. */
  emptyText: string;
}

/**
 * A section as written below: empty when its count is 0, unless `listed` says how many items it shows beyond what
 * needs attention (every active engagement; the updates sent as well as the missing ones).
 */
type SectionOutline = Omit<SectionSummary, 'isEmpty'> & { listed?: number };

/** The agenda's sections in meeting order, each with how much it holds: the outline, the presenter's pages. */
export function sectionsOf(agenda: MeetingAgenda): SectionSummary[] {
  const attention = agenda.engagements.filter(
    (e) => e.manual_temperature !== 'green' || e.computed_temperature !== 'green' || e.changes.length > 0,
  ).length;
  const sections: SectionOutline[] = [
    {
      id: 'engagements',
      title: 'Engagements by temperature',
      count: attention,
      hint: `${agenda.engagements.length} active · ${attention} critical, on watch or changed since last week`,
      listed: agenda.engagements.length,
      emptyText: 'No active engagements.',
    },
    {
      id: 'updates',
      title: 'Status updates',
      count: agenda.updates_missing.length,
      hint: `${agenda.updates_sent.length} sent since last week · ${agenda.updates_missing.length} missing`,
      listed: agenda.updates_sent.length + agenda.updates_missing.length,
      emptyText: 'No updates sent and none missing.',
    },
    {
      id: 'staffing',
      title: 'Staffing requests waiting',
      count: agenda.requests_waiting.length,
      hint: 'Oldest first; open requests not yet fully staffed',
      emptyText: 'No request is waiting.',
    },
    {
      id: 'allocation',
      title: 'Allocation this week',
      count: agenda.over_allocated.length + agenda.under_allocated.length,
      hint: `${agenda.over_allocated.length} over 100 % · ${agenda.under_allocated.length} under 50 %`,
      emptyText: 'Everyone is between 50 % and 100 %.',
    },
    {
      id: 'movements',
      title: 'Roll-offs and starts',
      count: agenda.roll_offs.length + agenda.starts.length,
      hint: `This week and next: ${agenda.roll_offs.length} roll-offs, ${agenda.starts.length} starts`,
      emptyText: 'Nobody rolls off or starts in two weeks.',
    },
    {
      id: 'timesheets',
      title: 'Missing timesheets',
      count: agenda.missing_timesheets.people.length,
      hint: 'Last week, not submitted',
      emptyText: 'Every timesheet of last week is in.',
    },
    {
      id: 'risks',
      title: 'Overdue risks and issues',
      count: agenda.overdue_risks.length,
      hint: 'Unresolved and past their due date in the latest update',
      emptyText: 'No overdue risk or issue.',
    },
    {
      id: 'decisions',
      title: 'Decisions',
      count: agenda.decisions.length + agenda.last_week_decisions.length,
      hint: `${agenda.decisions.length} this week · ${agenda.last_week_decisions.length} from last week`,
      emptyText: 'No decisions this week or last. Use “Capture decision” on any item to create one.',
    },
  ];
  return sections.map(({ listed, ...section }) => ({ ...section, isEmpty: (listed ?? section.count) === 0 }));
}

/** The note of an agenda item, if any. */
export const noteFor = (agenda: MeetingAgenda, itemKey: string) =>
  agenda.notes.find((note) => note.item_key === itemKey);
