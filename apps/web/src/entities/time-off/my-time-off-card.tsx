import { timeOffRequestSchema } from '@praxis/shared';
import { Form, FormActions } from '@/components/form/form';
import { DateField, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { addDays, formatDateRange, today } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useMyTimeOff, useRequestTimeOff, useWithdrawTimeOff } from './time-off-api';

const STATUS_LABELS = { requested: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' } as const;
const lastDay = (endsAt: string) => addDays(endsAt.slice(0, 10), -1);

/** Time off on one's own profile: ask for days off, see the answers, withdraw a pending request. */
export function MyTimeOffCard() {
  const timeOff = useMyTimeOff();
  const request = useRequestTimeOff();
  const withdraw = useWithdrawTimeOff();
  const api = useApiForm({
    schema: timeOffRequestSchema,
    defaultValues: { start_date: addDays(today(), 7), end_date: addDays(today(), 7), note: '' },
    toInput: (values) => ({ ...values, note: values.note.trim() || null }),
    submit: (input) => request.mutateAsync(input),
    onSuccess: () => toast.success('Time off requested'),
    guard: false,
  });
  const upcoming = (timeOff.data ?? []).filter((event) => event.ends_at.slice(0, 10) >= today());
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Time off</CardTitle>
        <CardDescription>Approved days off reduce your capacity in staffing and timesheet suggestions.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Form api={api} aria-label="Request time off">
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField name="start_date" label="First day" required />
            <DateField name="end_date" label="Last day" required />
          </div>
          <TextField name="note" label="Note" />
          <FormActions>
            <SubmitButton pendingLabel="Sending...">Request time off</SubmitButton>
          </FormActions>
        </Form>
        {timeOff.isPending ? (
          <Skeleton className="h-10" />
        ) : upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming time off.</p>
        ) : (
          <ul aria-label="Your time off" className="flex flex-col divide-y text-sm">
            {upcoming.map((event) => (
              <li key={event.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {formatDateRange(event.starts_at.slice(0, 10), lastDay(event.ends_at))} ·{' '}
                  {event.status ? STATUS_LABELS[event.status] : ''}
                </span>
                {event.status === 'requested' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => withdraw.mutate(event, { onSuccess: () => toast.success('Request withdrawn') })}
                  >
                    Withdraw
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
