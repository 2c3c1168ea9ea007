import type { SinkMessage } from '../support/mail-sink';

/** The e2e app's mailbox (e2e/support/mail-sink.ts); the port must match e2e/support/app-server.mjs. */
export const MAIL_SINK_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3212}`;

/** Every message the app has sent to `address` so far, oldest first. */
export async function mailTo(address: string): Promise<SinkMessage[]> {
  const response = await fetch(`${MAIL_SINK_URL}/messages`);
  if (!response.ok) throw new Error(`the mail sink answered ${response.status}`);
  return ((await response.json()) as SinkMessage[]).filter((message) => message.to.includes(address.toLowerCase()));
}

/** The invitation link of an invitation e-mail's text part. */
export function invitationLinkIn(message: SinkMessage): string {
  const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no invitation link in the e-mail "${message.subject}"`);
  return link;
}
