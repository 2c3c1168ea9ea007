import { ERROR_STATUS, MESSAGES, type ErrorCode } from '@praxis/shared';

/** The one error type the API raises; the error handler maps `code` to the HTTP status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  static unauthenticated(message = 'Sign in to continue.') {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You do not have permission to do this.') {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(what = 'Record') {
    return new AppError('NOT_FOUND', `${what} not found.`);
  }
  static conflict(message: string, details?: unknown) {
    return new AppError('CONFLICT', message, details);
  }
  static versionRequired() {
    return new AppError('PRECONDITION_REQUIRED', MESSAGES.versionRequired);
  }
  /** A 422 with field issues: `fields` maps a field path to its message. */
  static validation(message: string, fields?: Record<string, string>) {
    return new AppError('VALIDATION', message, fields ? { fields } : undefined);
  }
}
