import type { ApiErrorBody, ErrorCode } from '@praxis/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { logSafeError } from '../lib/log-safe-error.js';
import { PG, pgErrorOf } from '../lib/pg-errors.js';

/**
 * The one place errors become responses: AppErrors keep their code, known database errors become 409/422/503,
 * anything else is a 500 logged with the request id. No stack trace ever reaches a client.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const known = toAppError(error);
  const requestId = c.get('requestId');
  const log = c.get('log');
  if (!known) {
    log?.error({ err: logSafeError(error), method: c.req.method, path: c.req.path }, 'unhandled error');
    return respond(c, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      requestId,
    });
  }
  if (known.status >= 500) log?.warn({ err: logSafeError(error), path: c.req.path }, known.message);
  // An unavailable database is usually back within seconds: tell clients when to retry.
  if (known.status === 503) c.header('Retry-After', '2');
  const body: ApiErrorBody = { code: known.code, message: known.message, requestId };
  if (known.details !== undefined) body.details = known.details;
  return respond(c, known.status, body);
}

function respond(c: Context<AppEnv>, status: number, body: ApiErrorBody) {
  return c.json(body, status as ContentfulStatusCode);
}

function toAppError(error: Error): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) return fromHttpException(error);
  const pg = pgErrorOf(error);
  if (pg) return fromPg(pg.code);
  if (isConnectionError(error))
    return new AppError('UNAVAILABLE', 'The database is unavailable. Please try again shortly.');
  return undefined;
}

function fromHttpException(error: HTTPException): AppError {
  if (error.status === 400 && /json/i.test(error.message)) {
    return AppError.validation('The request body is not valid JSON.');
  }
  const codes: Partial<Record<number, ErrorCode>> = {
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  const code = codes[error.status] ?? 'VALIDATION';
  return new AppError(code, error.message || 'Invalid request.');
}

function fromPg(code: string): AppError | undefined {
  switch (code) {
    case PG.uniqueViolation:
      return AppError.conflict('A record with these values already exists.');
    case PG.foreignKeyViolation:
      return AppError.validation('This refers to a record that does not exist, or is still in use.');
    case PG.checkViolation:
    case PG.notNullViolation:
      return AppError.validation('These values are not allowed.');
    case PG.invalidText:
    case PG.outOfRange:
    case PG.datetimeOverflow:
    case '22007':
    case '22001':
    case '22021': // a NUL byte or invalid UTF-8 in a value
    case '22P05':
    case '22023':
    case '2201B': // invalid regular expression
    case '54000': // a value too large to index
      return AppError.validation('A value has the wrong format or is out of range.');
    case PG.queryCanceled:
      return new AppError('UNAVAILABLE', 'The request took too long and was stopped. Please try again.');
    case PG.adminShutdown:
    case PG.cannotConnect:
    case '57P02':
    case '08006':
    case '08003':
    case '08001':
      return new AppError('UNAVAILABLE', 'The database is unavailable. Please try again shortly.');
    default:
      return undefined;
  }
}

/** Connection failures arrive wrapped (better-auth → drizzle → pg), so the whole cause chain is read. */
function isConnectionError(error: Error): boolean {
  const pattern =
    /ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof Error && pattern.test(current.message)) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
