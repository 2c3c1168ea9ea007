import { createHmac, randomBytes } from 'node:crypto';

/** The headers a receiver reads; their values are Praxis's own (event type, ids, digits), never text users wrote. */
export const SIGNATURE_HEADER = 'x-praxis-signature';
export const TIMESTAMP_HEADER = 'x-praxis-timestamp';
export const EVENT_HEADER = 'x-praxis-event';
export const DELIVERY_HEADER = 'x-praxis-delivery';

/** A new signing secret: 32 random bytes, base64url, with a prefix that says what it is. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * `v1=` and the HMAC-SHA256 (hex) of `<timestamp>.<body>` under the endpoint's secret: the timestamp is signed with
 * the body, so a receiver that refuses old timestamps cannot be sent a captured delivery again later.
 */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
