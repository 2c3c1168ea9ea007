import { MESSAGES } from '@praxis/shared';
import { AppError } from './app-error.js';

/**
 * Optimistic concurrency. Reads return the record's version (and an ETag); writes send it back in `If-Match`.
 * A write whose version is stale gets 409 and changes nothing.
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match?.[1]) throw AppError.validation('If-Match must be the record version, e.g. "3".');
  return Number(match[1]);
}

/** The If-Match of a write that may not go unchecked (a profile, its photo): absent or `*` is a 428. */
export function requiredVersion(expected: number | undefined): number {
  if (expected === undefined) throw AppError.versionRequired();
  return expected;
}

export const etagOf = (version: number) => `"${version}"`;

export function assertVersion(current: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== current) {
    throw AppError.conflict(MESSAGES.staleVersion, { currentVersion: current });
  }
}
