import type { ErrorCode } from '@praxis/shared';

/** Codes the client adds for failures that never reached (or never came back from) the API. */
export type ClientErrorCode = 'NETWORK' | 'UNKNOWN';

interface ApiErrorInit {
  status: number;
  code: ErrorCode | ClientErrorCode;
  message: string;
  details?: unknown;
  requestId?: string | undefined;
}

/**
 * The one error type of every API call. The server answers failures with `{ code, message, details?, requestId? }`;
 * the body is parsed once, here, so screens only ever look at `status`, `code`, `message` and `details`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly details: unknown;
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
  }

  /** 4xx: the request itself is wrong or not allowed; repeating it will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the API says the caller has no session (signed out or expired). */
export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Field issues of a 422 answer (`details.fields`: field path → message), for showing next to the fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422 || !isRecord(error.details)) return {};
  const { fields } = error.details;
  if (!isRecord(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  body?: BodyInit | null;
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'Your session has ended. Please sign in again.',
  403: "You don't have permission to do that.",
  404: 'We could not find what you were looking for.',
  409: 'This record was changed by someone else. Reload it and try again.',
  422: 'Some of the information is not valid.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * Calls the Praxis API on the same origin with the session cookie. Resolves with the parsed JSON body (undefined for
 * an empty answer) and rejects with an {@link ApiError} for any failure, network errors included.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  const response = await reachServer(path, { credentials: 'same-origin', ...rest, headers, body });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** fetch, with "could not reach the server" as the one NETWORK {@link ApiError} (an abort stays an abort). */
export async function reachServer(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
}

/** A file the API answers (a CSV export): its bytes and the name the API gives it, or an {@link ApiError}. */
export async function apiDownload(path: string, init: RequestInit = {}): Promise<{ blob: Blob; filename?: string }> {
  const response = await reachServer(path, { credentials: 'same-origin', ...init });
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return { blob: await response.blob(), ...(filename ? { filename } : {}) };
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (isRecord(body) && typeof body.code === 'string' && typeof body.message === 'string') {
    return new ApiError({
      status: response.status,
      code: body.code as ErrorCode,
      message: body.message,
      details: body.details,
      requestId: typeof body.requestId === 'string' ? body.requestId : requestId,
    });
  }
  return new ApiError({
    status: response.status,
    code: 'UNKNOWN',
    message: FALLBACK_MESSAGES[response.status] ?? 'Something went wrong on our side. Please try again.',
    requestId,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
