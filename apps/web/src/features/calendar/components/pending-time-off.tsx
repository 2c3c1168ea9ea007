import { addDays } from '@praxis/shared/dates';
import { Check, X } from 'lucide-react';
import { CsvExportButton } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { pendingTimeOffRange, useDecideTimeOff, usePendingTimeOff } from '../api/events';
import { SidePanel } from './side-panel';

/** The last day off: the event ends at the UTC midnight after it. */
const lastDay = (endsAt: string) => addDays(new Date(endsAt).toISOString().slice(0, 10), -1);

export function PendingTimeOff({ onChanged }: { onChanged: () => void }) {
  const pending = usePendingTimeOff();
  const decide = useDecideTimeOff();
  return (
    <SidePanel
      id="pending-time-off"
      title="Time off to approve"
      action={
        pending.data?.length ? (
          <CsvExportButton
            csv={{
              path: '/api/calendar/time-off/pending',
              search: pendingTimeOffRange(),
              filename: 'pending-time-off.csv',
            }}
          />
        ) : null
      }
    >
      <QueryState
        query={pending}
        loading={<Skeleton className="h-16 w-full" />}
        errorTitle="We could not load the requests."
        empty={<p className="text-sm text-muted-foreground">No requests waiting.</p>}
      >
        {(requests) => (
          <ul className="flex flex-col divide-y">
            {requests.map((event) => (
              <li key={event.id} className="flex items-center gap-2 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{event.consultant_name}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateRange(event.starts_at.slice(0, 10), lastDay(event.ends_at))}
                  </p>
                </div>
                {(['approved', 'rejected'] as const).map((status) => (
                  <Button
                    key={status}
                    size="icon"
                    variant={status === 'approved' ? 'default' : 'outline'}
                    aria-label={`${status === 'approved' ? 'Approve' : 'Reject'} time off for ${event.consultant_name ?? 'consultant'}`}
                    disabled={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { event, status },
                        {
                          onSuccess: () => {
                            toast.success(status === 'approved' ? 'Time off approved' : 'Time off rejected');
                            onChanged();
                          },
                          onError: (error) => toast.error(error.message),
                        },
                      )
                    }
                  >
                    {status === 'approved' ? <Check aria-hidden /> : <X aria-hidden />}
                  </Button>
                ))}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SidePanel>
  );
}
