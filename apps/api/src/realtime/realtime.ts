import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

export const NOTIFICATIONS_CHANNEL = 'notifications';
/** Sessions ended or a user's access changed (roles, whitelist, consultant link, deactivation). */
export const SESSIONS_CHANNEL = 'praxis_sessions';
/** Open event streams per user and instance; a new one past this closes the user's oldest. */
export const MAX_STREAMS_PER_USER = 5;

export interface SessionChange {
  user_id?: string;
  email?: string;
}

/** Why the server ends a stream: the user opened too many, or this instance is shutting down. */
export type StreamCloseReason = 'too-many-streams' | 'shutdown';

type Listener = (event: { type: string; payload: unknown }) => void;

/**
 * Fan-out of database events to this instance. Database triggers and writes publish with pg_notify, so an event
 * written through any API instance reaches every instance: notification counts go to the users' open SSE streams;
 * session changes go to the session cache and to the streams of the user concerned.
 */
export interface Realtime {
  subscribe(userId: string, listener: Listener): () => void;
  /** Every session change, for this instance's caches. */
  onSessionChange(listener: (change: SessionChange) => void): () => void;
  /**
   * Registers an open stream; past MAX_STREAMS_PER_USER the user's oldest stream is closed ('too-many-streams').
   * Returns the release.
   */
  trackStream(userId: string, close: (reason: StreamCloseReason) => void): () => void;
  /** Ends every open stream of this instance ('shutdown'): the browsers reconnect, to another instance if any. */
  closeStreams(): void;
  /** Open streams of this instance (metrics). */
  streamCount(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Publishes a session change; inside a transaction it is delivered when (and only if) the transaction commits. */
export async function announceSessionChange(db: DbOrTx, change: SessionChange): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(change)})`);
}

export function createRealtime(database: Database, logger: Logger): Realtime {
  const listeners = new Map<string, Set<Listener>>();
  const sessionListeners = new Set<(change: SessionChange) => void>();
  const streams = new Map<string, { close: (reason: StreamCloseReason) => void }[]>();
  const unlisten: (() => Promise<void>)[] = [];

  const toUser = (userId: string | undefined, type: string, payload: unknown) => {
    for (const listener of (userId && listeners.get(userId)) || []) listener({ type, payload });
  };

  const onNotification = (raw: string) => {
    try {
      const payload = JSON.parse(raw) as { recipient_user_id?: string };
      toUser(payload.recipient_user_id, NOTIFICATIONS_CHANNEL, payload);
    } catch (error) {
      logger.warn({ err: error }, 'realtime: unreadable notification payload');
    }
  };

  const onSession = (raw: string) => {
    try {
      const change = JSON.parse(raw) as SessionChange;
      for (const listener of sessionListeners) listener(change);
      toUser(change.user_id, SESSIONS_CHANNEL, change);
    } catch (error) {
      logger.warn({ err: error }, 'realtime: unreadable session payload');
    }
  };

  const closeStreams = () => {
    for (const open of [...streams.values()]) for (const stream of [...open]) stream.close('shutdown');
    streams.clear();
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
    onSessionChange(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    trackStream(userId, close) {
      const open = streams.get(userId) ?? [];
      const entry = { close };
      open.push(entry);
      streams.set(userId, open);
      while (open.length > MAX_STREAMS_PER_USER) open.shift()?.close('too-many-streams');
      return () => {
        const index = open.indexOf(entry);
        if (index >= 0) open.splice(index, 1);
        if (open.length === 0 && streams.get(userId) === open) streams.delete(userId);
      };
    },
    closeStreams,
    streamCount: () => [...streams.values()].reduce((sum, open) => sum + open.length, 0),
    async start() {
      unlisten.push(await database.listen(NOTIFICATIONS_CHANNEL, onNotification));
      unlisten.push(await database.listen(SESSIONS_CHANNEL, onSession));
    },
    async stop() {
      await Promise.all(unlisten.splice(0).map((stop) => stop()));
      closeStreams();
      listeners.clear();
      sessionListeners.clear();
    },
  };
}
