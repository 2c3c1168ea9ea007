import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@praxis/shared';
import { useId } from 'react';
import { get, useController, useFormState } from 'react-hook-form';

/** The events an endpoint hears of: one checkbox each in a fieldset, with the field's one message line under it. */
export function EventTypesField() {
  const id = useId();
  const { field } = useController({ name: 'event_types' });
  const { errors } = useFormState({ name: 'event_types' });
  const error: unknown = get(errors, 'event_types');
  const message =
    typeof error === 'object' && error && 'message' in error && error.message ? String(error.message) : undefined;
  const chosen = new Set((field.value ?? []) as WebhookEventType[]);
  const toggle = (type: WebhookEventType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    field.onChange(WEBHOOK_EVENT_TYPES.filter((t) => next.has(t)));
  };
  return (
    <fieldset aria-describedby={`${id}-message`} aria-invalid={message ? true : undefined} className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        Events <span aria-hidden>*</span>
      </legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.has(type)}
              onChange={(event) => toggle(type, event.target.checked)}
              onBlur={field.onBlur}
            />
            {WEBHOOK_EVENT_LABELS[type]}
          </label>
        ))}
      </div>
      <p id={`${id}-message`} className="min-h-5 text-sm text-destructive">
        {message ?? ''}
      </p>
    </fieldset>
  );
}
