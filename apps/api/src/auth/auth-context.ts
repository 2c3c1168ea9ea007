import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

/**
 * What our better-auth hooks need to know about the request they run in, carried through better-auth's own code
 * by AsyncLocalStorage: who is calling (for the sign-in log) and, when someone signs up through an invitation
 * link, which invitation (checked and used up inside the sign-up transaction).
 */
export interface AuthRequestContext {
  log: Logger;
  clientAddress: string | undefined;
  /** The client as the sign-in limits count it (see clientKeyOf). */
  clientKey?: string;
  /** The account and client whose password this request checks, once the limiter has counted the attempt. */
  passwordAttempt?: { email: string; client: string; userId?: string };
  /** The TOTP code this request reserved as used (given back if better-auth refuses it). */
  reservedCode?: string;
  invitation?: { id: string; consultantId: string; email: string } | undefined;
}

const requestStore = new AsyncLocalStorage<AuthRequestContext>();
const transactionStore = new AsyncLocalStorage<Tx>();

export const runWithAuthContext = <T>(context: AuthRequestContext, fn: () => Promise<T>): Promise<T> =>
  requestStore.run(context, fn);

export const currentAuthContext = (): AuthRequestContext | undefined => requestStore.getStore();

/**
 * The database handle for code running inside better-auth: the transaction better-auth has open (sign-up creates
 * the user, the account and — in our hook — the consultant in one), else the database itself.
 */
export const authDbHandle = (db: Db): Db | Tx => transactionStore.getStore() ?? db;

/**
 * The Drizzle handle given to better-auth's adapter: the same database, except that every transaction better-auth
 * opens is remembered, so our hooks write in it (on PGlite a query outside it would wait for it forever).
 */
export function rememberingTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      const transaction: Db['transaction'] = (fn, config) =>
        target.transaction((tx) => transactionStore.run(tx, () => fn(tx)), config);
      return transaction;
    },
  });
}
