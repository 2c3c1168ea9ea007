import { createHash } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@praxis/shared';
import type * as s from '../schema/index.js';
import type { People } from './build-people.js';
import type { Calendar, Random } from './random.js';

type Token = typeof s.apiTokens.$inferInsert;

/**
 * The demo employee's API tokens, as My Profile lists them: a live read-only one that a reporting tool used
 * yesterday, and an older script's token that has expired. Their hashes are of text that is not a well-formed
 * token (the API refuses those before looking anything up), so no secret exists that could use them.
 */
export function buildApiTokens(rng: Random, cal: Calendar, people: People): Token[] {
  const owner = people.demo[2]?.userId;
  if (!owner) return [];
  const unusableHash = () => createHash('sha256').update(`demo-seed-only:${rng.uuid()}`).digest('hex');
  const hint = (letters: string) => `${API_TOKEN_PREFIX}${letters}`;
  const day = 24;
  return [
    {
      id: rng.uuid(),
      userId: owner,
      name: 'Power BI – weekly hours',
      scope: 'read',
      tokenHash: unusableHash(),
      hint: hint('Hq7x'),
      createdAt: cal.ago(20 * day),
      expiresAt: cal.ago(-70 * day),
      lastUsedAt: cal.ago(day + 3),
    },
    {
      id: rng.uuid(),
      userId: owner,
      name: 'Timesheet sync script',
      scope: 'read_write',
      tokenHash: unusableHash(),
      hint: hint('b2Lm'),
      createdAt: cal.ago(100 * day),
      expiresAt: cal.ago(10 * day),
      lastUsedAt: cal.ago(12 * day),
    },
  ];
}
