import { CalendarClock } from 'lucide-react';
import { currentWeekStart } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { TitledCard } from '@/components/titled-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalendarConnection } from '@/entities/calendar-connection/calendar-connection-api';
import { eventTimeRange, hoursLabel } from '@/entities/calendar-connection/event-time';
import { useWeekEvents } from '@/entities/calendar-connection/week-events-api';
import { todayIn } from '@/lib/dates';

/**
 * Home: today's meetings from the user's connected calendar, beside their engagements. Without a connected
 * calendar nothing shows (My Profile is where one connects it); the same week's events feed the timesheet panel.
 */
export function TodayAgenda({ className }: { className?: string }) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const connection = useCalendarConnection();
  const connected = connection.data?.connected ?? false;
  const events = useWeekEvents(currentWeekStart(zone), connected);
  if (!connected) return null;
  const today = todayIn(zone);
  const todays = events.data?.filter((event) => event.date === today) ?? [];

  return (
    <TitledCard
      className={className}
      title={
        <span className="flex items-center gap-2">
          <CalendarClock aria-hidden className="size-4" /> Today&apos;s agenda
        </span>
      }
      description="Your meetings today, from your calendar."
      contentClassName="text-sm"
    >
      {events.isPending ? (
        <div role="status" aria-label="Loading your agenda" className="flex flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : events.isError ? (
        <ErrorState
          title="We could not load your calendar."
          error={events.error}
          onRetry={() => void events.refetch()}
        />
      ) : todays.length === 0 ? (
        <p className="text-muted-foreground">Nothing in your calendar today.</p>
      ) : (
        <ul aria-label="Today's meetings" className="flex flex-col gap-2">
          {todays.map((event) => (
            <li key={event.id} className="flex flex-col">
              <span className="font-medium break-words">{event.title}</span>
              <span className="text-muted-foreground tabular-nums">
                {eventTimeRange(event.starts_at, event.ends_at)} · {hoursLabel(event.hours)}
                {event.used ? ' · logged' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
