import type { Webhook, WebhookCreate, WebhookEventType, WebhookFormat } from '@praxis/shared';

/** An endpoint as the form's values: empty for a new one (JSON, no events chosen). */
export const webhookValuesOf = (webhook?: Webhook) => ({
  name: webhook?.name ?? '',
  url: webhook?.url ?? '',
  format: (webhook?.format ?? 'json') as WebhookFormat,
  event_types: [...(webhook?.event_types ?? [])] as WebhookEventType[],
});

export type WebhookValues = ReturnType<typeof webhookValuesOf>;

/** The form's values as the API's input (the schema trims and checks them). */
export const webhookInputOf = (values: WebhookValues): WebhookCreate => ({
  name: values.name,
  url: values.url,
  format: values.format,
  event_types: values.event_types,
});
