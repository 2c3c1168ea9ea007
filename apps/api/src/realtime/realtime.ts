import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

export const NOTIFICATIONS_CHANNEL = 'notifications';

type Listener = (event: { type: string; payload: unknown }) => void;

/**
 * Fan-out of database events to this instance's open SSE streams. The database trigger publishes with
 * pg_notify, so an event written through any API instance reaches the users connected to every instance.
 */
export interface Realtime {
  subscribe(userId: string, listener: Listener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createRealtime(database: Database, logger: Logger): Realtime {
  const listeners = new Map<string, Set<Listener>>();
  let unlisten: (() => Promise<void>) | undefined;

  const dispatch = (raw: string) => {
    try {
      const payload = JSON.parse(raw) as { recipient_user_id?: string };
      const targets = payload.recipient_user_id ? listeners.get(payload.recipient_user_id) : undefined;
      for (const listener of targets ?? []) listener({ type: NOTIFICATIONS_CHANNEL, payload });
    } catch (error) {
      logger.warn({ err: error }, 'realtime: unreadable notification payload');
    }
  };

  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async start() {
      unlisten = await database.listen(NOTIFICATIONS_CHANNEL, dispatch);
    },
    async stop() {
      await unlisten?.();
      listeners.clear();
    },
  };
}
