/** Postgres errors we translate into AppErrors instead of 500s. */
export interface PgErrorLike {
  code: string;
  constraint?: string;
  detail?: string;
}

export function pgErrorOf(error: unknown): PgErrorLike | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (
      typeof current === 'object' &&
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current as PgErrorLike;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidText: '22P02',
  outOfRange: '22003',
  datetimeOverflow: '22008',
  queryCanceled: '57014',
  adminShutdown: '57P01',
  cannotConnect: '57P03',
} as const;
