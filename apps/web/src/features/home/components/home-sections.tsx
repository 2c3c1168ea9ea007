import { Link } from 'react-router';
import { BellOff, Briefcase, ClipboardCheck, type LucideIcon } from 'lucide-react';
import { ENGAGEMENT_TYPE_LABELS, type Home, engagementPath } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { EngagementStatusChip, TemperatureChip } from '@/entities/engagement';
import { PRIORITY_LABELS, WorkItemStatusChip } from '@/entities/work-item';
import { formatDate, formatPeriod, formatRelativeTime } from '@/lib/dates';

const dateRange = (start: string | null, end: string | null): string | null => formatPeriod(start, end) || null;

const hours = (value: number) => `${value.toFixed(1)} h`;

interface EmptyWithLinkProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Where to start instead ("Browse projects"). */
  to: string;
  linkLabel: string;
}

/** An empty card: what would be listed, and a link to where to start. */
function EmptyWithLink({ icon, title, description, to, linkLabel }: EmptyWithLinkProps) {
  const action = (
    <Link to={to} className="text-sm font-medium underline-offset-4 hover:underline">
      {linkLabel}
    </Link>
  );
  return <EmptyState icon={icon} title={title} description={description} action={action} />;
}

export function MyEngagements({ home: { assignments } }: { home: Home }) {
  if (assignments.length === 0) {
    return (
      <EmptyWithLink
        icon={Briefcase}
        title="No current engagements"
        description="When you are assigned to an engagement it shows here."
        to={engagementPath('project')}
        linkLabel="Browse projects"
      />
    );
  }
  return (
    <ul className="divide-y">
      {assignments.map((assignment) => {
        const range = dateRange(assignment.start_date, assignment.end_date);
        return (
          <li key={assignment.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={engagementPath(assignment.engagement_type, assignment.engagement_id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {assignment.engagement_name}
              </Link>
              <TemperatureChip temperature={assignment.project_temperature} />
              <EngagementStatusChip status={assignment.engagement_status} />
            </div>
            <p className="text-sm text-muted-foreground">
              {[
                assignment.client_name,
                ENGAGEMENT_TYPE_LABELS[assignment.engagement_type],
                assignment.role_title,
                range,
                assignment.hours_allocated === null
                  ? `${hours(assignment.hours_used)} used`
                  : `${hours(assignment.hours_used)} of ${hours(assignment.hours_allocated)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function MyWorkItems({ home: { work_items: workItems } }: { home: Home }) {
  if (workItems.length === 0) {
    return (
      <EmptyWithLink
        icon={ClipboardCheck}
        title="No open work items"
        description="Nothing waiting on you. Raise an internal request when something needs fixing."
        to="/my-internal-request/new"
        linkLabel="New Internal Request"
      />
    );
  }
  return (
    <ul className="divide-y">
      {workItems.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/work-management/${item.id}`} className="font-medium underline-offset-4 hover:underline">
              {item.name}
            </Link>
            <WorkItemStatusChip status={item.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {[
              item.kind === 'engagement' ? 'Engagement request' : 'Internal request',
              `${PRIORITY_LABELS[item.priority]} priority`,
              item.due_date ? `Due ${formatDate(item.due_date)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function UnreadNotifications({ home: { notifications } }: { home: Home }) {
  if (notifications.length === 0) {
    return <EmptyState icon={BellOff} title="You're all caught up" description="No unread notifications." />;
  }
  return (
    <ul className="divide-y">
      {notifications.map((notification) => (
        <li key={notification.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
          {notification.link ? (
            <Link to={notification.link} className="font-medium underline-offset-4 hover:underline">
              {notification.title}
            </Link>
          ) : (
            <span className="font-medium">{notification.title}</span>
          )}
          <span className="text-xs text-muted-foreground">{formatRelativeTime(notification.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}

export function UpcomingMilestones({ home: { upcoming_milestones: milestones } }: { home: Home }) {
  if (milestones.length === 0) {
    return <p className="text-sm text-muted-foreground">No milestones in the next 30 days on your engagements.</p>;
  }
  return (
    <ul className="divide-y">
      {milestones.map((milestone) => (
        <li
          key={`${milestone.plan_id}-${milestone.name}-${milestone.date}`}
          className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0"
        >
          <Link
            to={`/project-plan-viewer?plan=${milestone.plan_id}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            {milestone.name}
          </Link>
          <span className="text-sm text-muted-foreground">
            {formatDate(milestone.date)} · {milestone.engagement_name}
          </span>
        </li>
      ))}
    </ul>
  );
}
