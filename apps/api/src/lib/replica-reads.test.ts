import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.js';
import { ReadReplica, type ReplicaHealth } from '../db/replica.js';
import { AppError } from './app-error.js';
import { readFromReplica } from './replica-reads.js';

/** The fallback rules of the read replica, with stand-in handles: which database a heavy read runs on, and when. */
const primary = { name: 'primary' } as unknown as Db;
const replicaDb = { name: 'replica' } as unknown as Db;
const where = async (db: Db) => (db as unknown as { name: string }).name;

async function replicaWith(probe: () => Promise<ReplicaHealth>, maxLagMs = 5_000) {
  const replica = new ReadReplica(replicaDb, probe, { maxLagMs, checkTimeoutMs: 50 });
  await replica.check();
  return replica;
}

const connectionRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

describe('readFromReplica', () => {
  it('reads from the primary when there is no replica', async () => {
    expect(await readFromReplica(primary, undefined, where)).toBe('primary');
  });

  it('reads from a replica that answers within the staleness bound', async () => {
    const replica = await replicaWith(async () => ({ lagMs: 1_200 }));
    expect(replica.usable()).toBe(true);
    expect(await readFromReplica(primary, replica, where)).toBe('replica');
  });

  it('reads from the primary for a caller pinned to it (it has just written)', async () => {
    const replica = await replicaWith(async () => ({ lagMs: 0 }));
    expect(await readFromReplica(primary, replica, where, { pinned: true })).toBe('primary');
  });

  it('reads from the primary while the replica lags past the bound or is cut off from its primary', async () => {
    const lagging = await replicaWith(async () => ({ lagMs: 5_001 }));
    expect(lagging.reasonForPrimary()).toBe('lagging');
    expect(await readFromReplica(primary, lagging, where)).toBe('primary');
    const cutOff = await replicaWith(async () => ({ lagMs: null }));
    expect(await readFromReplica(primary, cutOff, where)).toBe('primary');
  });

  it('counts a replica that refuses or does not answer the check as down, and uses it again once it answers', async () => {
    let health: () => Promise<ReplicaHealth> = () => Promise.reject(connectionRefused());
    const replica = await replicaWith(() => health());
    expect(replica.reasonForPrimary()).toBe('down');
    expect(await readFromReplica(primary, replica, where)).toBe('primary');

    health = () => new Promise(() => undefined); // hangs: the check's deadline decides
    await replica.check();
    expect(replica.reasonForPrimary()).toBe('down');

    health = async () => ({ lagMs: 0 });
    await replica.check();
    expect(await readFromReplica(primary, replica, where)).toBe('replica');
  });

  it('runs a read that lost its replica connection again on the primary, and stops using the replica', async () => {
    const replica = await replicaWith(async () => ({ lagMs: 0 }));
    const read = vi.fn(async (db: Db) => {
      if (db === replicaDb) throw connectionRefused();
      return where(db);
    });
    expect(await readFromReplica(primary, replica, read)).toBe('primary');
    expect(read).toHaveBeenCalledTimes(2);
    expect(replica.reasonForPrimary()).toBe('down');
    expect(await readFromReplica(primary, replica, where)).toBe('primary');
  });

  it('retries a query the replica cancelled (a conflict with recovery) on the primary, keeping the replica', async () => {
    const replica = await replicaWith(async () => ({ lagMs: 0 }));
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    const read = async (db: Db) => {
      if (db === replicaDb) throw new Error('Failed query', { cause: conflict });
      return where(db);
    };
    expect(await readFromReplica(primary, replica, read)).toBe('primary');
    expect(replica.usable()).toBe(true);
  });

  it("does not retry the request's own errors", async () => {
    const replica = await replicaWith(async () => ({ lagMs: 0 }));
    const read = vi.fn(async () => {
      throw AppError.forbidden('not yours');
    });
    await expect(readFromReplica(primary, replica, read)).rejects.toBeInstanceOf(AppError);
    expect(read).toHaveBeenCalledTimes(1);
    expect(replica.usable()).toBe(true);
  });
});
