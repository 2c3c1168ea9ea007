import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_RESPONSE_MAX_BYTES } from '@praxis/shared';
import { guardedLookup, TargetRefused } from './target-guard.js';

/** A receiver gets this long to answer, headers and body together. */
export const RECEIVER_TIMEOUT_MS = 10_000;

export interface SendResult {
  /** The receiver's HTTP status, or null when none came (refused target, network error, timeout). */
  status: number | null;
  /** At most WEBHOOK_RESPONSE_MAX_BYTES of the answer. */
  body: string | null;
  error: string | null;
  durationMs: number;
}

export const succeeded = (result: SendResult) => result.status !== null && result.status >= 200 && result.status < 300;

/** Reads at most `max` bytes of a response, then lets the rest go. */
function readCapped(response: http.IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, max).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= max) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', reject);
  });
}

/**
 * POSTs one delivery. Redirects are not followed (a 3xx is an answer like any other, and fails the delivery), the
 * host is resolved through the address guard on every call, and the whole exchange is cut at 10 s.
 */
export async function send(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(options.url);
  const transport = url.protocol === 'http:' ? http : https;
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) {
    return { status: null, body: null, error: 'Only https:// URLs are accepted.', durationMs: 0 };
  }
  const signal = AbortSignal.timeout(options.timeoutMs ?? RECEIVER_TIMEOUT_MS);
  try {
    return await new Promise<SendResult>((resolve, reject) => {
      const request = transport.request(
        url,
        {
          method: 'POST',
          agent: false,
          lookup: guardedLookup(options.allowPrivate),
          signal,
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(options.body)),
            'user-agent': 'Praxis-Webhooks/1',
            ...options.headers,
          },
        },
        (response) => {
          readCapped(response, WEBHOOK_RESPONSE_MAX_BYTES).then(
            (body) => resolve({ status: response.statusCode ?? null, body, error: null, durationMs: elapsed() }),
            reject,
          );
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });
  } catch (error) {
    const message =
      error instanceof TargetRefused
        ? error.message
        : signal.aborted
          ? `The receiver did not answer within ${Math.round((options.timeoutMs ?? RECEIVER_TIMEOUT_MS) / 1000)} s.`
          : error instanceof Error
            ? error.message
            : String(error);
    return { status: null, body: null, error: message.slice(0, 500), durationMs: elapsed() };
  }
}
