import {
  calendarEventInputSchema,
  calendarEventUpdateSchema,
  CALENDAR_EVENT_KIND_LABELS,
  type CalendarEvent,
} from '@praxis/shared';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { Form, FormActions } from '@/components/form/form';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { ConfirmAction } from '@/components/confirm-action';
import { openWhileChosen } from '@/lib/open-while-chosen';
import { useCreateEvent, useDecideTimeOff, useDeleteEvent, useUpdateEvent } from '../api/events';
import { toEventInput, valuesFor, type EventFormValues } from '../lib/event-form';

export interface EventDialogState {
  range: { start: Date; end: Date; allDay: boolean } | null;
  event: CalendarEvent | null;
}

export function EventDialog({ state, onClose }: { state: EventDialogState | null; onClose: () => void }) {
  const event = state?.event ?? null;
  const title = event ? (event.kind === 'time_off' ? event.title : `Edit ${event.title}`) : 'New Event';
  return (
    <FormDialog
      {...openWhileChosen(state, onClose)}
      title={title}
      description={
        event?.kind === 'time_off'
          ? `Time off for ${event.consultant_name ?? 'a consultant'}: ${event.status}.`
          : 'Firm events show for everyone; holidays only for their office location.'
      }
    >
      {state ? <EventForm state={state} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function EventForm({ state, onDone }: { state: EventDialogState; onDone: () => void }) {
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const decide = useDecideTimeOff();
  const event = state.event;
  const api = useApiForm({
    schema: event ? calendarEventUpdateSchema : calendarEventInputSchema,
    defaultValues: valuesFor(state.range, event),
    toInput: (values: EventFormValues) => {
      const { kind, ...rest } = toEventInput(values);
      return event ? rest : { kind, ...rest };
    },
    submit: (input) =>
      event
        ? update.mutateAsync({ event, input })
        : create.mutateAsync(input as Parameters<typeof create.mutateAsync>[0]),
    onSuccess: () => {
      toast.success(event ? 'Event saved' : 'Event created');
      onDone();
    },
    guard: false,
  });
  const kind = useWatch({ control: api.form.control, name: 'kind' });
  const allDay = useWatch({ control: api.form.control, name: 'all_day' });
  const onDelete = () => {
    if (!event) return;
    remove.mutate(event, {
      onSuccess: () => (toast.success('Event deleted'), onDone()),
      onError: (e) => toast.error(e.message),
    });
  };
  const onDecide = (status: 'approved' | 'rejected') => {
    if (!event) return;
    decide.mutate(
      { event, status },
      {
        onSuccess: () => (toast.success(status === 'approved' ? 'Time off approved' : 'Time off rejected'), onDone()),
        onError: (e) => toast.error(e.message),
      },
    );
  };
  return (
    <Form api={api}>
      {event ? null : (
        <SelectField
          name="kind"
          label="Kind"
          options={(['firm_event', 'holiday'] as const).map((value) => ({
            value,
            label: CALENDAR_EVENT_KIND_LABELS[value],
          }))}
        />
      )}
      <TextField name="title" label="Title" required />
      <CheckboxField name="all_day" label="All day" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="starts_at" label="Starts" type="datetime-local" required />
        <TextField
          name="ends_at"
          label="Ends"
          type="datetime-local"
          required
          description={allDay ? 'All day: the last day of the event.' : undefined}
        />
      </div>
      {kind === 'holiday' ? (
        <TextField name="location" label="Office location" placeholder="e.g. Toronto, ON (empty: all)" />
      ) : null}
      <TextareaField name="description" label="Description" rows={3} />
      <FormActions className="justify-between">
        <div className="flex flex-wrap gap-2">
          {event?.kind === 'time_off' && event.status === 'requested' ? (
            <>
              <Button type="button" variant="outline" onClick={() => onDecide('rejected')}>
                Reject
              </Button>
              <Button type="button" onClick={() => onDecide('approved')}>
                Approve
              </Button>
            </>
          ) : null}
          {event ? (
            <ConfirmAction
              what={event.title}
              consequence="It disappears from the calendar for everyone; time off it held gives the capacity back."
              onConfirm={onDelete}
              label="Delete"
            />
          ) : null}
        </div>
        <SubmitButton pendingLabel="Saving...">{event ? 'Save' : 'Create event'}</SubmitButton>
      </FormActions>
    </Form>
  );
}
