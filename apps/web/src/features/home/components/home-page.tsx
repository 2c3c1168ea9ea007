import type { ComponentType, ReactNode } from 'react';
import { useRevealedWhenLoaded } from '@/lib/use-revealed-when-loaded';
import { Link } from 'react-router';
import {
  BookOpen,
  CalendarCheck,
  FileText,
  FolderLock,
  Megaphone,
  UserRoundPlus,
  Bell,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_JOB_TITLE, type Home } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { TitledCard } from '@/components/titled-card';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { firstNameOf } from '@/lib/people';
import { useCan, useHasRole } from '@/lib/permissions';
import { ROLE_LABELS } from '@/lib/roles';
import { useCurrentUser } from '@/lib/session';
import { useHome } from '../api/get-home';
import { MyEngagements, MyWorkItems, UnreadNotifications, UpcomingMilestones } from './home-sections';
import { TodayAgenda } from './today-agenda';

/** /home: the user's engagements, open work items, unread notifications, and the screens not in the sidebar. */
export function HomePage({ timesheet, extra }: { timesheet?: ReactNode; extra?: ReactNode } = {}) {
  const me = useCurrentUser();
  const home = useHome();
  const isProjectManager = useHasRole('Project Manager');
  const canManageSettings = useCan('settings.manage');
  const canOpenMeeting = useCan('meeting.view');
  const roleLabel = ROLE_LABELS[me.primaryRole];

  const quickLinks = [
    { label: 'Status Updates', path: '/status-updates', icon: Megaphone },
    ...(canOpenMeeting ? [{ label: 'Monday Meeting', path: '/monday-meeting', icon: CalendarCheck }] : []),
    { label: 'Notifications', path: '/notifications', icon: Bell },
    ...(isProjectManager ? [{ label: 'Golden Folders', path: '/golden-folders', icon: FolderLock }] : []),
    { label: 'Change Log', path: '/change-log', icon: FileText },
    { label: 'Onboarding', path: '/onboarding', icon: UserRoundPlus },
    ...(canManageSettings ? [{ label: 'Admin Settings', path: '/admin-settings', icon: Settings }] : []),
    ...(me.consultant ? [{ label: 'My Profile', path: `/consultants/${me.consultant.id}`, icon: BookOpen }] : []),
  ];

  const section = (Section: ComponentType<{ home: Home }>) => (
    <QueryState query={home} loading={<SectionSkeleton />} errorTitle="We could not load this.">
      {(data) => <Section home={data} />}
    </QueryState>
  );

  const revealed = useRevealedWhenLoaded(!home.isPending);

  return (
    <div className="relative mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title={`Hello, ${firstNameOf(me)}`}
        documentTitle="Home"
        description={`Signed in as ${roleLabel}${me.consultant ? ` · ${me.consultant.jobTitle || DEFAULT_JOB_TITLE}` : ''}`}
      />
      {revealed ? null : <HomeSkeleton />}
      <div
        className={
          revealed ? 'grid gap-6 lg:grid-cols-3' : 'invisible absolute inset-x-0 top-0 grid gap-6 lg:grid-cols-3'
        }
        aria-hidden={revealed ? undefined : true}
      >
        <TitledCard title="My engagements" description="Where you are assigned now." className="lg:col-span-2">
          {section(MyEngagements)}
        </TitledCard>
        <TodayAgenda />
        <TitledCard
          title={
            <>
              Unread notifications
              {home.data && home.data.unread_count > 0 ? (
                <span className="ml-2 text-sm font-normal text-muted-foreground">({home.data.unread_count})</span>
              ) : null}
            </>
          }
          description={
            <Link to="/notifications?filter=unread" className="underline-offset-4 hover:underline">
              See all notifications
            </Link>
          }
        >
          {section(UnreadNotifications)}
        </TitledCard>
        {extra ? (
          <Card className="lg:col-span-3">
            <CardContent className="pt-6">{extra}</CardContent>
          </Card>
        ) : null}
        <TitledCard
          title="My open work items"
          description="Requests you raised or that are assigned to you, not yet done."
          className="lg:col-span-2"
        >
          {section(MyWorkItems)}
        </TitledCard>
        <TitledCard
          title="Upcoming milestones"
          description="Plan milestones in the next 30 days on your engagements."
          className="lg:col-span-2"
        >
          {section(UpcomingMilestones)}
        </TitledCard>
        <TitledCard title="Quick links" description="Screens that are not in the sidebar.">
          <nav aria-label="Quick links">
            <ul className="grid gap-1">
              {quickLinks.map((quickLink) => (
                <QuickLink key={quickLink.path} {...quickLink} />
              ))}
            </ul>
          </nav>
        </TitledCard>
        {timesheet}
      </div>
    </div>
  );
}

/** One placeholder for the whole grid while its cards load (their heights are only known with their data). */
function HomeSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-6 lg:grid-cols-3">
      <Skeleton className="h-56 lg:col-span-2" />
      <Skeleton className="h-56" />
      <Skeleton className="h-40 lg:col-span-3" />
    </div>
  );
}

function SectionSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

function QuickLink({ label, path, icon: Icon }: { label: string; path: string; icon: LucideIcon }) {
  return (
    <li>
      <Link
        to={path}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50"
      >
        <Icon aria-hidden className="size-4 text-muted-foreground" />
        <span data-slot="label">{label}</span>
      </Link>
    </li>
  );
}
