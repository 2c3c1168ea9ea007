import type { RunningServer } from './support.js';

export interface EventsClient {
  /** The data of the next event of this name (JSON-parsed), waiting at most `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<unknown>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads GET /api/events (text/event-stream) the way a browser's EventSource does, for the reliability tests. */
export async function openEvents(server: RunningServer, cookie: string): Promise<EventsClient> {
  const abort = new AbortController();
  const response = await fetch(`${server.origin}/api/events`, {
    headers: { cookie, origin: server.origin, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`events: ${response.status}`);
  const queue: { event: string; data: string }[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const lines = block.split('\n');
          const event =
            lines
              .find((line) => line.startsWith('event:'))
              ?.slice(6)
              .trim() ?? 'message';
          const data = lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          queue.push({ event, data });
          wake();
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
    wake();
  })();
  let isEnded = false;
  void ended.then(() => (isEnded = true));

  return {
    async next(event, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((item) => item.event === event);
        if (index >= 0) {
          const [item] = queue.splice(index, 1);
          return item?.data ? JSON.parse(item.data) : null;
        }
        if (isEnded) throw new Error(`events: the stream ended before "${event}"`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`events: no "${event}" within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const done = () => {
            waiters.delete(done);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, left);
          waiters.add(done);
        });
      }
    },
    ended,
    close: () => abort.abort(),
  };
}
