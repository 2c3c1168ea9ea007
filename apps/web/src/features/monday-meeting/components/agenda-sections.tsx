import type { MeetingAgenda, MeetingSection } from '@praxis/shared';
import type { SectionSummary } from '../lib/sections';
import { EngagementsSection, UpdatesSection } from './engagement-sections';
import { DecisionsSection, RisksSection } from './minutes-sections';
import { AllocationSection, MovementsSection, StaffingSection, TimesheetsSection } from './people-sections';

type SectionView = (props: { agenda: MeetingAgenda; section: SectionSummary }) => React.ReactNode;

const VIEWS: Record<MeetingSection, SectionView> = {
  engagements: EngagementsSection,
  updates: UpdatesSection,
  staffing: StaffingSection,
  allocation: AllocationSection,
  movements: MovementsSection,
  timesheets: TimesheetsSection,
  risks: RisksSection,
  decisions: DecisionsSection,
};

/** One section of the agenda, by its id. */
export function AgendaSectionView({ agenda, section }: { agenda: MeetingAgenda; section: SectionSummary }) {
  const View = VIEWS[section.id];
  return <View agenda={agenda} section={section} />;
}
