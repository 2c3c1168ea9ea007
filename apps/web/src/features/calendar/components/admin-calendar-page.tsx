import { lazy, Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProviderStatus } from '../api/provider';
import { KIND_COLORS } from '../lib/to-calendar-events';
import { useCalendarToken } from '../lib/use-calendar-token';
import { EventDialog, type EventDialogState } from './event-dialog';
import { FeedsCard } from './feeds-card';
import { PendingTimeOff } from './pending-time-off';
import { ProviderPanel } from './provider-panel';

// FullCalendar is the heaviest thing on this page: it loads with this chunk, never with the shell.
const CalendarView = lazy(() => import('./calendar-view'));

const LEGEND = [
  { label: 'Firm event', color: KIND_COLORS.firm_event },
  { label: 'Public holiday', color: KIND_COLORS.holiday },
  { label: 'Time off', color: KIND_COLORS.time_off },
  { label: 'Engagement milestone', color: KIND_COLORS.milestone },
  { label: 'My provider calendar (read-only)', color: KIND_COLORS.provider },
];

/** /admin-calendar: firm events, holidays per location, time off and milestones, beside the admin's own calendar. */
export function AdminCalendarPage() {
  const [dialog, setDialog] = useState<EventDialogState | null>(null);
  const [version, setVersion] = useState(0);
  const provider = useProviderStatus();
  const { token, error } = useCalendarToken(!!provider.data?.connected);
  const close = () => {
    setDialog(null);
    setVersion((v) => v + 1);
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Admin Calendar"
        description="Drag an event to move it, drag its edge to resize, select empty time to add one."
        actions={
          <Button onClick={() => setDialog({ range: null, event: null })}>
            <Plus aria-hidden />
            New Event
          </Button>
        }
      />
      <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {LEGEND.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm" style={{ background: item.color }} />
            {item.label}
          </li>
        ))}
      </ul>
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <section aria-label="Calendar" className="min-w-0 relative overflow-x-auto rounded-lg border p-2 text-sm">
          <Suspense fallback={<Skeleton className="h-[36rem] w-full" />}>
            <CalendarView
              providerToken={token}
              version={version}
              onSelectRange={(range) => setDialog({ range, event: null })}
              onOpenEvent={(event) => setDialog({ range: null, event })}
            />
          </Suspense>
        </section>
        <aside className="flex flex-col gap-4">
          <PendingTimeOff onChanged={() => setVersion((v) => v + 1)} />
          <ProviderPanel status={provider} error={error} />
          <FeedsCard />
        </aside>
      </div>
      <EventDialog state={dialog} onClose={close} />
    </div>
  );
}
