import type { MeetingAgenda, MeetingSection } from '@praxis/shared';

export interface SectionSummary {
  id: MeetingSection;
  title: string;
  /** What needs attention in it (0 = nothing to discuss). */
  count: number;
  /** One line under the title. */
  hint: string;
}

/** The agenda's sections in meeting order, each with how much it holds: the outline, the presenter's pages. */
export function sectionsOf(agenda: MeetingAgenda): SectionSummary[] {
  const attention = agenda.engagements.filter(
    (e) => e.manual_temperature !== 'green' || e.computed_temperature !== 'green' || e.changes.length > 0,
  ).length;
  return [
    {
      id: 'engagements',
      title: 'Engagements by temperature',
      count: attention,
      hint: `${agenda.engagements.length} active · ${attention} critical, on watch or changed since last week`,
    },
    {
      id: 'updates',
      title: 'Status updates',
      count: agenda.updates_missing.length,
      hint: `${agenda.updates_sent.length} sent since last week · ${agenda.updates_missing.length} missing`,
    },
    {
      id: 'staffing',
      title: 'Staffing requests waiting',
      count: agenda.requests_waiting.length,
      hint: 'Oldest first; open requests not yet fully staffed',
    },
    {
      id: 'allocation',
      title: 'Allocation this week',
      count: agenda.over_allocated.length + agenda.under_allocated.length,
      hint: `${agenda.over_allocated.length} over 100 % · ${agenda.under_allocated.length} under 50 %`,
    },
    {
      id: 'movements',
      title: 'Roll-offs and starts',
      count: agenda.roll_offs.length + agenda.starts.length,
      hint: `This week and next: ${agenda.roll_offs.length} roll-offs, ${agenda.starts.length} starts`,
    },
    {
      id: 'timesheets',
      title: 'Missing timesheets',
      count: agenda.missing_timesheets.people.length,
      hint: 'Last week, not submitted',
    },
    {
      id: 'risks',
      title: 'Overdue risks and issues',
      count: agenda.overdue_risks.length,
      hint: 'Unresolved and past their due date in the latest update',
    },
    {
      id: 'decisions',
      title: 'Decisions',
      count: agenda.decisions.length + agenda.last_week_decisions.length,
      hint: `${agenda.decisions.length} this week · ${agenda.last_week_decisions.length} from last week`,
    },
  ];
}

/** The note of an agenda item, if any. */
export const noteFor = (agenda: MeetingAgenda, itemKey: string) =>
  agenda.notes.find((note) => note.item_key === itemKey);
