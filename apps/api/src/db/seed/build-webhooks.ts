import type * as s from '../schema/index.js';
import type { Calendar, Random } from './random.js';

type Endpoint = typeof s.webhooks.$inferInsert;
type Delivery = typeof s.webhookDeliveries.$inferInsert;

/**
 * Admin → Webhooks in the demo firm: the operations channel's Slack hook with its last few deliveries, one of
 * them given up after the receiver kept failing; the endpoint is paused. Every delivery is finished, so the job queue
 * has nothing to send.
 */
export function buildWebhooks(
  rng: Random,
  cal: Calendar,
  workItems: readonly { id?: string; name: string; status?: string }[],
): { endpoints: Endpoint[]; deliveries: Delivery[] } {
  const endpointId = rng.uuid();
  const createdAt = cal.ago(24 * 30);
  const endpoint: Endpoint = {
    id: endpointId,
    name: 'Ops channel (Slack)',
    url: 'https://hooks.example.com/services/praxis-ops',
    eventTypes: ['work_item.created', 'work_item.moved', 'timesheet.approved', 'status_update.sent'],
    format: 'slack',
    // Paused: the demo's receiver is not reachable from a machine without internet, and new events would fail,
    // disable it after ten tries and notify the admins in the middle of someone's tour.
    enabled: false,
    disabledReason: 'Paused by an admin while the ops channel moves workspace.',
    secret: `whsec_${rng.uuid().replaceAll('-', '')}`,
    createdAt,
    updatedAt: createdAt,
  };
  const outcomes = [
    { hoursAgo: 72, status: 'succeeded', code: 200, body: 'ok', attempts: 1 },
    { hoursAgo: 50, status: 'failed', code: 500, body: 'upstream connect error', attempts: 8 },
    { hoursAgo: 26, status: 'succeeded', code: 200, body: 'ok', attempts: 2 },
    { hoursAgo: 3, status: 'succeeded', code: 200, body: 'ok', attempts: 1 },
  ] as const;
  const deliveries = outcomes.map((outcome, index): Delivery => {
    const item = workItems[index % Math.max(1, workItems.length)];
    const at = cal.ago(outcome.hoursAgo);
    const event = {
      id: rng.uuid(),
      type: 'work_item.created',
      created_at: at.toISOString(),
      data: { id: item?.id ?? rng.uuid(), name: item?.name ?? 'Demo work item', status: item?.status ?? 'Requested' },
    };
    return {
      webhookId: endpointId,
      eventId: event.id,
      eventType: event.type,
      body: JSON.stringify(event),
      status: outcome.status,
      attempts: outcome.attempts,
      lastAttemptAt: at,
      responseStatus: outcome.code,
      responseBody: outcome.body,
      error: outcome.status === 'failed' ? 'The receiver answered 500.' : null,
      durationMs: 80 + index * 17,
      createdAt: at,
    };
  });
  return { endpoints: [endpoint], deliveries };
}
