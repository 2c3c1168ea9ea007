import { json, type FakeHandler } from './fake-api';

/** An empty page of a list answer (no items), as the recruiting lists ask for them. */
export const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 24 };

/** What /recruiting reads as it opens, for a firm with no positions, referrals or candidates yet. */
export const emptyRecruitingRoutes = (): Record<string, FakeHandler> => ({
  'GET /api/recruiting/positions': () => json(EMPTY_PAGE),
  'GET /api/recruiting/referrals': () => json([]),
  'GET /api/recruiting/candidates': () => json(EMPTY_PAGE),
});
