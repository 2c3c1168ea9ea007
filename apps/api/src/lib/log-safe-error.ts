/**
 * Drizzle puts a failed query's parameters into the error message ("…\nparams: a,b"), and those can be session
 * tokens, emails or passwords' hashes. Errors are logged through this: the query stays, the values do not.
 */
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggableError;
}

const PARAMS = /\nparams: [\s\S]*$/;

export function logSafeError(error: unknown, depth = 0): LoggableError | undefined {
  if (!(error instanceof Error) || depth > 6) return undefined;
  const code = (error as { code?: unknown }).code;
  const cause = logSafeError((error as { cause?: unknown }).cause, depth + 1);
  return {
    type: error.name,
    message: error.message.replace(PARAMS, '\nparams: [redacted]'),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack
      ? { stack: error.stack.replace(PARAMS, '\nparams: [redacted]').split('\n    at ').slice(0, 8).join('\n    at ') }
      : {}),
    ...(cause ? { cause } : {}),
  };
}
