import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpServer, type ReceivedMail } from './smtp-sink.js';

export type { ReceivedMail };

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
