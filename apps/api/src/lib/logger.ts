import pino from 'pino';
import { logSafeError } from './log-safe-error.js';

export type Logger = pino.Logger;

/** Longest string kept in a log line; longer ones are cut (one request once wrote 2.7 MB of log). */
export const LOG_STRING_MAX = 1024;
const PARAMS = /\nparams: [\s\S]*$/;
const DROPPED_KEYS = new Set(['params', 'password', 'newPassword', 'currentPassword', 'token', 'secret']);

/**
 * The one redaction every log line goes through, whoever logs (our code, better-auth's logger, or a library
 * writing to the console): errors keep their query but not its parameters, keys that carry parameters or secrets
 * are dropped, strings are cut at 1 kB, and deep or wide structures are cut short.
 */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    const text = value.replace(PARAMS, '\nparams: [redacted]');
    return text.length > LOG_STRING_MAX
      ? `${text.slice(0, LOG_STRING_MAX)}… [${text.length - LOG_STRING_MAX} more characters]`
      : text;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > 5) return '[nested too deep]';
  if (value instanceof Error) return redactForLog(logSafeError(value), depth + 1);
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redactForLog(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 50)) {
    if (!DROPPED_KEYS.has(key)) result[key] = redactForLog(item, depth + 1);
  }
  return result;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], remove: true },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redactForLog(arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Libraries that write to the console (better-call prints `# SERVER_ERROR` with the whole error) go through the
 * logger instead, with the same redaction. Called once by the server at start.
 */
export function routeConsoleToLogger(logger: Logger): void {
  const forward =
    (level: 'error' | 'warn' | 'info' | 'debug') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      const message = typeof first === 'string' ? first : 'console';
      logger[level]({ console: typeof first === 'string' ? rest : args }, message);
    };
  console.error = forward('error');
  console.warn = forward('warn');
  console.info = forward('info');
  console.log = forward('info');
  console.debug = forward('debug');
}
