import type { ComponentType } from 'react';
import type { MeetingAgenda, MeetingSection } from '@praxis/shared';
import type { SectionSummary } from '../lib/sections';
import { AgendaSection } from './agenda-item';
import { EngagementItems, UpdateItems } from './engagement-sections';
import { DecisionItems, RiskItems } from './minutes-sections';
import { AllocationItems, MovementItems, StaffingItems, TimesheetItems } from './people-sections';

/** Each section's items, inside the frame every section shares. */
const ITEMS: Record<MeetingSection, ComponentType<{ agenda: MeetingAgenda }>> = {
  engagements: EngagementItems,
  updates: UpdateItems,
  staffing: StaffingItems,
  allocation: AllocationItems,
  movements: MovementItems,
  timesheets: TimesheetItems,
  risks: RiskItems,
  decisions: DecisionItems,
};

/** One section of the agenda, by its id. */
export function AgendaSectionView({ agenda, section }: { agenda: MeetingAgenda; section: SectionSummary }) {
  const Items = ITEMS[section.id];
  return (
    <AgendaSection section={section}>
      <Items agenda={agenda} />
    </AgendaSection>
  );
}
