import type { Notification } from '@praxis/shared';
import type { DbOrTx } from '../../db/client.js';
import { mailDigestItems } from '../../db/schema/mail.js';
import { queueMail } from './mail.outbox.js';
import { absoluteLink } from './mail.render.js';
import { recipientOf } from './mail.recipients.js';
import { mailRuntime } from './mail.runtime.js';
import { emailModeOf } from './preferences.service.js';

export const NOTIFICATION_FOOTER = 'You get this e-mail because of your notification settings in Praxis.';

/**
 * Called by `notify` for every notification, inside its transaction: by the recipient's choice for the type, an
 * e-mail now, a line in tomorrow's 08:00 digest, or nothing (in the app only). Nothing at all while e-mail is off.
 */
export async function mailNotification(tx: DbOrTx, recipientUserId: string, notification: Notification) {
  const runtime = mailRuntime();
  if (!runtime) return;
  const mode = await emailModeOf(tx, recipientUserId, notification.type);
  if (mode === 'app') return;
  if (mode === 'digest') {
    await tx.insert(mailDigestItems).values({ notificationId: notification.id, userId: recipientUserId });
    return;
  }
  const recipient = await recipientOf(tx, runtime.appUrl, recipientUserId);
  if (!recipient) return;
  await queueMail(tx, runtime, 'notification', recipient, {
    heading: notification.title,
    paragraphs: notification.body ? [notification.body] : [],
    action: { label: 'Open in Praxis', url: absoluteLink(runtime.appUrl, notification.link) },
    footer: NOTIFICATION_FOOTER,
  });
}
