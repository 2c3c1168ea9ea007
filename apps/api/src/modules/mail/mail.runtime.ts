import nodemailer from 'nodemailer';
import type { JobQueue } from '../../jobs/queue.js';
import { baseUrlOf, type Env } from '../../lib/env.js';
import type { Logger } from '../../lib/logger.js';

/** Nodemailer's answer to one message: only what the sender reads. */
export interface SentInfo {
  messageId: string;
}

export interface OutgoingMail {
  from: string;
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/** The SMTP connection; tests may wrap it (a crash right after the hand-over). */
export interface MailTransport {
  send(message: OutgoingMail): Promise<SentInfo>;
  close(): void;
}

export interface MailRuntime {
  /** The public origin every link in a message starts with (APP_URL). */
  appUrl: string;
  from: string;
  transport: MailTransport;
  jobs: JobQueue;
}

/**
 * Where e-mail goes out, set once per process at start (bootstrap). `notify` and the invitation code run deep in
 * other modules' transactions with no request at hand, so they read this instead of threading the queue and the
 * transport through every caller. Null while e-mail is off (no SMTP_URL).
 */
let current: MailRuntime | null = null;

export const mailRuntime = (): MailRuntime | null => current;

export const isMailOn = (env: Env) => Boolean(env.SMTP_URL && env.MAIL_FROM);

/** Says once per start whether e-mail is on (the supervisor or the single process, not every worker). */
export function logMailMode(env: Env, logger: Logger): void {
  if (isMailOn(env)) logger.info({ from: env.MAIL_FROM }, 'E-mail is on');
  else logger.info('E-mail is off: set SMTP_URL and MAIL_FROM to send notifications, invitations and reminders');
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // Short timeouts keep a send far inside the job's 5-minute lock, so no second worker sees it as abandoned.
  // A pool keeps the SMTP connection open between messages (a digest run sends one per person) instead of a
  // connect, greeting and EHLO for each.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    send: async (message) => {
      const info = await transporter.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
      return { messageId: String(info.messageId) };
    },
    close: () => transporter.close(),
  };
}

/** Turns e-mail on for this process (or off when SMTP_URL is unset); the answer closes the transport. */
export function configureMail(env: Env, jobs: JobQueue, transport?: MailTransport): () => void {
  if (!env.SMTP_URL || !env.MAIL_FROM) {
    current = null;
    return () => undefined;
  }
  const runtime: MailRuntime = {
    appUrl: baseUrlOf(env).replace(/\/$/, ''),
    from: env.MAIL_FROM,
    transport: transport ?? smtpTransport(env.SMTP_URL),
    jobs,
  };
  current = runtime;
  return () => {
    runtime.transport.close();
    if (current === runtime) current = null;
  };
}

/** Tests: swap the transport of the running configuration (e.g. to crash right after the hand-over). */
export function replaceTransport(transport: MailTransport): MailTransport | null {
  if (!current) return null;
  const before = current.transport;
  current.transport = transport;
  return before;
}
