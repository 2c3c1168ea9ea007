import { useState } from 'react';
import { CalendarCheck2, CalendarPlus, CalendarX2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { TitledCard } from '@/components/titled-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useCalendarConnection, useSetCalendarConnection } from './calendar-connection-api';

const failureOf = (error: unknown) => (isApiError(error) ? error.message : 'That did not work. Please try again.');

/**
 * My Profile: connect one's own provider calendar (its events then show beside the timesheet and on Home) or
 * disconnect it. The server keeps the token fresh; a failed refresh disconnects and its exact text shows here.
 */
export function CalendarConnectionCard() {
  const connection = useCalendarConnection();
  const change = useSetCalendarConnection();
  const [confirming, setConfirming] = useState(false);
  const set = (connected: boolean) =>
    change.mutate(connected, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(connected ? 'Calendar connected' : 'Calendar disconnected');
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(failureOf(error));
      },
    });

  return (
    <TitledCard
      title="My calendar"
      description="Your meetings beside your timesheet, one click from hours."
      contentClassName="flex flex-col gap-3 text-sm"
    >
      <QueryState
        query={connection}
        loading={<Skeleton className="h-9 w-full" />}
        errorTitle="We could not load your calendar connection."
      >
        {(state) =>
          !state.available ? (
            <p className="text-muted-foreground">No calendar provider is configured for this firm.</p>
          ) : state.connected ? (
            <>
              <p className="flex items-center gap-1.5">
                <CalendarCheck2 aria-hidden className="size-4 text-emerald-700" />
                Connected to {state.label}
                {state.refreshed_at ? `, refreshed ${formatRelativeTime(state.refreshed_at)}` : ''}.
              </p>
              <div>
                <ConfirmDialog
                  open={confirming}
                  onClose={() => setConfirming(false)}
                  title="Disconnect your calendar?"
                  description="Praxis stops reading your calendar and forgets its access token. You can connect again at any time."
                  confirmLabel="Disconnect"
                  pending={change.isPending}
                  waitForResult
                  onConfirm={() => set(false)}
                />
                <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                  <CalendarX2 aria-hidden /> Disconnect calendar
                </Button>
              </div>
            </>
          ) : (
            <>
              {state.last_error ? (
                <p role="alert" className="text-destructive">
                  Your calendar was disconnected: {state.last_error}
                </p>
              ) : null}
              {state.can_connect ? (
                <div>
                  <Button size="sm" disabled={change.isPending} onClick={() => set(true)}>
                    <CalendarPlus aria-hidden /> Connect {state.label}
                  </Button>
                </div>
              ) : (
                <p className="text-muted-foreground">
                  Sign in through {state.label} to connect your calendar: Praxis reads it with the access you gave
                  there.
                </p>
              )}
            </>
          )
        }
      </QueryState>
    </TitledCard>
  );
}
