import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarCheck2, CalendarPlus } from 'lucide-react';
import type { CalendarConnection } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { connectCalendar } from '../api/provider';
import { SidePanel } from './side-panel';

/** The user's own calendar (Microsoft 365, Google or the configured provider), shown read-only beside the firm's. */
export function ProviderPanel({ status, error }: { status: UseQueryResult<CalendarConnection>; error: string | null }) {
  return (
    <SidePanel id="provider-calendar" title="My calendar" className="text-sm">
      {status.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : !status.data?.available ? (
        <p className="text-muted-foreground">No calendar provider is configured for this firm.</p>
      ) : status.data.connected ? (
        <>
          <p className="flex items-center gap-1.5">
            <CalendarCheck2 aria-hidden className="size-4 text-emerald-600" />
            Connected to {status.data.label}; your events show in grey.
          </p>
          {error ? (
            <p role="alert" className="text-destructive">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-muted-foreground">See your own {status.data.label} events beside the firm’s.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              connectCalendar(status.data.provider ?? '', window.location.pathname).catch((e: Error) =>
                toast.error(e.message),
              )
            }
          >
            <CalendarPlus aria-hidden />
            Connect {status.data.label}
          </Button>
        </>
      )}
    </SidePanel>
  );
}
