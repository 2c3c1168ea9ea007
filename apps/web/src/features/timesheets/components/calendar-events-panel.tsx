import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CircleCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TimesheetLine, WeekEvent } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { TitledCard } from '@/components/titled-card';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalendarConnection } from '@/entities/calendar-connection/calendar-connection-api';
import { eventTimeRange, hoursLabel } from '@/entities/calendar-connection/event-time';
import { useLogWeekEvent, useWeekEvents } from '@/entities/calendar-connection/week-events-api';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { timesheetKeys } from '../api/keys';
import { dayLabel } from '../lib/labels';

interface EngagementRow {
  id: string;
  name: string;
}

interface CalendarEventsPanelProps {
  weekStart: string;
  lines: readonly TimesheetLine[];
  canEdit: boolean;
  /** Saves what the grid still holds, so a logged event and a typed cell cannot overwrite each other. */
  beforeLog: () => Promise<boolean>;
}

/**
 * Beside the week grid: the week's calendar events by day, each with the engagement it most likely belongs to
 * and why, a picker to change it, and one button that adds its hours (its title as the note) to that row.
 */
export function CalendarEventsPanel({ weekStart, lines, canEdit, beforeLog }: CalendarEventsPanelProps) {
  const connection = useCalendarConnection();
  const connected = connection.data?.connected ?? false;
  const events = useWeekEvents(weekStart, connected);
  const rows = lines.flatMap((line) =>
    line.engagement_id ? [{ id: line.engagement_id, name: line.engagement_name ?? 'Engagement' }] : [],
  );

  let body;
  if (connection.isPending || (connected && events.isPending)) {
    body = (
      <div role="status" aria-label="Loading your calendar" className="flex flex-col gap-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (connection.isError) {
    body = (
      <ErrorState
        title="We could not load your calendar connection."
        error={connection.error}
        onRetry={() => void connection.refetch()}
      />
    );
  } else if (!connection.data.available) {
    body = <p className="text-muted-foreground">No calendar provider is configured for this firm.</p>;
  } else if (!connected) {
    body = <NotConnected lastError={connection.data.last_error} />;
  } else if (events.isError) {
    body = (
      <ErrorState title="We could not load your calendar." error={events.error} onRetry={() => void events.refetch()} />
    );
  } else if (!events.data || events.data.length === 0) {
    body = <p className="text-muted-foreground">No meetings in your calendar this week.</p>;
  } else {
    body = <EventDays weekStart={weekStart} events={events.data} rows={rows} canEdit={canEdit} beforeLog={beforeLog} />;
  }

  return (
    <section aria-label="Calendar events">
      <TitledCard
        title={
          <span className="flex items-center gap-2">
            <CalendarClock aria-hidden className="size-4" /> From your calendar
          </span>
        }
        description="Meetings of this week, one click from hours."
        contentClassName="flex flex-col gap-4 text-sm"
      >
        {body}
      </TitledCard>
    </section>
  );
}

function NotConnected({ lastError }: { lastError: string | null }) {
  const me = useCurrentUser();
  return (
    <div className="flex flex-col gap-2">
      {lastError ? <p className="text-destructive">Your calendar was disconnected: {lastError}</p> : null}
      <p className="text-muted-foreground">Your calendar is not connected, so its meetings cannot show here.</p>
      {me.consultant ? (
        <Link to={`/consultants/${me.consultant.id}`} className="font-medium underline underline-offset-4">
          Connect it under My calendar on My Profile
        </Link>
      ) : null}
    </div>
  );
}

function EventDays({
  weekStart,
  events,
  rows,
  canEdit,
  beforeLog,
}: {
  weekStart: string;
  events: readonly WeekEvent[];
  rows: readonly EngagementRow[];
  canEdit: boolean;
  beforeLog: () => Promise<boolean>;
}) {
  const days = [...new Set(events.map((event) => event.date))];
  return (
    <>
      {rows.length === 0 && canEdit ? (
        <p className="text-muted-foreground">This week has no engagement rows to put meeting hours on.</p>
      ) : null}
      {days.map((date) => (
        <div key={date} className="flex flex-col gap-2">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{dayLabel(date)}</h3>
          <ul className="flex flex-col gap-2">
            {events
              .filter((event) => event.date === date)
              .map((event) => (
                <EventItem
                  key={event.id}
                  weekStart={weekStart}
                  event={event}
                  rows={rows}
                  canEdit={canEdit}
                  beforeLog={beforeLog}
                />
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function EventItem({
  weekStart,
  event,
  rows,
  canEdit,
  beforeLog,
}: {
  weekStart: string;
  event: WeekEvent;
  rows: readonly EngagementRow[];
  canEdit: boolean;
  beforeLog: () => Promise<boolean>;
}) {
  const queryClient = useQueryClient();
  const log = useLogWeekEvent(weekStart);
  const suggested = rows.find((row) => row.id === event.suggestion?.engagement_id);
  const [chosen, setChosen] = useState(suggested?.id ?? '');
  const nameOf = (id: string) => rows.find((row) => row.id === id)?.name ?? 'an engagement';
  const selectId = `event-engagement-${event.id}`;

  const submit = async () => {
    if (!(await beforeLog())) {
      toast.error('Some hours are not saved yet; retry saving first.');
      return;
    }
    log.mutate(
      { id: event.id, engagementId: chosen },
      {
        onSuccess: async () => {
          toast.success(`Logged ${hoursLabel(event.hours)} on ${nameOf(chosen)}`);
          await queryClient.invalidateQueries({ queryKey: timesheetKeys.week(weekStart), exact: true });
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : 'That did not work. Please try again.'),
      },
    );
  };

  return (
    <li className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium break-words">{event.title}</span>
        <span className="shrink-0 text-muted-foreground tabular-nums">{hoursLabel(event.hours)}</span>
      </div>
      <span className="text-muted-foreground tabular-nums">{eventTimeRange(event.starts_at, event.ends_at)}</span>
      {event.used ? (
        <p className="flex items-center gap-1.5 text-emerald-800 dark:text-emerald-300">
          <CircleCheck aria-hidden className="size-4" /> Logged on {nameOf(event.used.engagement_id)}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">
            {suggested && event.suggestion ? (
              <>
                Suggested: <span className="font-medium text-foreground">{suggested.name}</span>.{' '}
                {event.suggestion.because}.
              </>
            ) : (
              'No engagement matches this meeting; choose one.'
            )}
          </p>
          {canEdit && rows.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={selectId} className="sr-only">
                Engagement for {event.title}
              </label>
              <NativeSelect
                id={selectId}
                value={chosen}
                onChange={(change) => setChosen(change.target.value)}
                className="min-w-0 flex-1"
              >
                <option value="">Choose an engagement</option>
                {rows.map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.name}
                  </option>
                ))}
              </NativeSelect>
              <Button
                size="sm"
                disabled={!chosen || log.isPending}
                aria-label={`Log ${hoursLabel(event.hours)}: ${event.title}`}
                onClick={() => void submit()}
              >
                Log {hoursLabel(event.hours)}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}
