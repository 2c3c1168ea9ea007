// The end-to-end suite's mailbox: the API tests' in-process SMTP server (apps/api/src/test/smtp-sink.ts), with a
// small HTTP view on 127.0.0.1 so a spec can read what the app sent (e2e/mail/mailbox.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpServer } from '../../apps/api/src/test/smtp-sink';

/** One message as the specs read it. */
export interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * Starts one sink: SMTP on a free port (handed to the app as SMTP_URL) and GET /messages on `httpPort` (0: any free
 * port) answering every accepted message, oldest first. One per app instance, so parallel shards keep their mail apart.
 */
export async function startMailSink(httpPort: number) {
  const smtp = await startSmtpServer();
  const http = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const messages: SinkMessage[] = smtp.received.map(({ rcptTo, parsed }) => ({
      to: rcptTo,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    smtpUrl: smtp.url,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
