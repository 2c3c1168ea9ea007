import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from '@praxis/shared';

/** What every delivery carries: the event as it happened; `data` holds the record's ids and the fields that changed. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  created_at: string;
  data: Record<string, unknown>;
}

/** Slack's three control characters; escaped, a title cannot mention @channel or forge a link. */
const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/**
 * The one line a Slack or Teams channel shows: the event's label, what it is about (its title or name) and the
 * change (`from → to`) where there is one, e.g. "Work item moved: Fix login (Requested → In progress)".
 */
export function readableText(event: WebhookEvent): string {
  const { data } = event;
  const subject = textOf(data.title) ?? textOf(data.name) ?? textOf(data.id) ?? '';
  const from = textOf(data.from);
  const to = textOf(data.to);
  const change = from !== undefined && to !== undefined ? ` (${from} → ${to})` : to !== undefined ? ` (${to})` : '';
  return escapeSlack(`${WEBHOOK_EVENT_LABELS[event.type]}: ${subject}${change}`.slice(0, 3000));
}

/** The body sent for an event: the event itself (`json`), or `{ text }` for an incoming-webhook URL (`slack`). */
export function bodyFor(format: 'json' | 'slack', eventJson: string): string {
  if (format === 'json') return eventJson;
  return JSON.stringify({ text: readableText(JSON.parse(eventJson) as WebhookEvent) });
}
