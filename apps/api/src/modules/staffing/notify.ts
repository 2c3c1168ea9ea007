import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import type { Actor } from '../../lib/audit.js';
import { notify } from '../notifications/notifications.service.js';
import * as queries from './requests.queries.js';

export const requestLink = (id: string) => `/my-resource-requests?request=${id}`;
export const adminRequestLink = (id: string) => `/admin-resource-requests/${id}`;

/** Tells the requester about their request (never the person who made the change). */
export async function notifyRequester(
  tx: DbOrTx,
  principal: Principal,
  actor: Actor,
  request: { id: string; requesterUserId: string | null; engagementId: string },
  title: string,
  body: string,
) {
  if (!request.requesterUserId || request.requesterUserId === principal.userId) return;
  const engagement = await queries.engagementDates(tx, request.engagementId);
  await notify(tx, actor, {
    recipientUserId: request.requesterUserId,
    type: 'resource_request',
    title: `${title}: ${engagement?.name ?? 'engagement'}`,
    body,
    link: requestLink(request.id),
  });
}
