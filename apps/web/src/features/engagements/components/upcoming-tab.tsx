import { Link } from 'react-router';
import { CalendarRange, ClipboardList, Clock } from 'lucide-react';
import type { Engagement } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { hours } from '../lib/format';

const TABS = {
  plan: {
    icon: CalendarRange,
    title: 'No project plan for this engagement yet',
    description: 'Project plans with phases, tasks and milestones arrive with the plan builder.',
    link: { to: '/project-plan', label: 'Open project plans' },
  },
  'status-updates': {
    icon: ClipboardList,
    title: 'No status updates for this engagement yet',
    description: 'Weekly status updates (overall status, accomplishments, risks) arrive with the status updates area.',
    link: { to: '/status-updates', label: 'Open status updates' },
  },
  timesheets: {
    icon: Clock,
    title: 'No timesheet entries to show yet',
    description: 'Timesheet entries by week arrive with the Smart Timesheet; approved hours feed the team burn.',
    link: { to: '/smart-timesheet', label: 'Open Smart Timesheet' },
  },
} as const;

/** Tabs whose area is built in a later issue: say honestly what exists and link onward. */
export function UpcomingTab({ engagement, tab }: { engagement: Engagement; tab: keyof typeof TABS }) {
  const { icon, title, description, link } = TABS[tab];
  const extra =
    tab === 'timesheets'
      ? ` So far ${hours(engagement.hours_used)} of ${hours(engagement.hours_allocated)} allocated have been used by the team.`
      : '';
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={`${description}${extra}`}
      action={
        <Link to={link.to} className={buttonVariants({ variant: 'outline' })}>
          {link.label}
        </Link>
      }
    />
  );
}
