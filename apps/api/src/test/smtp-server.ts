import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope's recipients (RCPT TO): who the server was asked to deliver to. */
  rcptTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/** A real SMTP server in this process (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            received.push({ rcptTo: session.envelope.rcptTo.map((to) => to.address), raw, parsed });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    clear: () => received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test file's SMTP server, started before the app that sends through it: pass `overrides` (SMTP_URL, MAIL_FROM)
 * to the app's hook, which must come after this call. `received` is emptied before each test.
 */
export function useSmtpServer() {
  const overrides: Record<string, string> = { MAIL_FROM: 'Praxis <praxis@firm.test>' };
  let server: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    server = await startSmtpServer();
    overrides.SMTP_URL = server.url;
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.clear());
  return {
    overrides,
    /** The messages accepted since this test started. */
    get received(): ReceivedMail[] {
      if (!server) throw new Error('useSmtpServer: the server starts in beforeAll');
      return server.received;
    },
  };
}
