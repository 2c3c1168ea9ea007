import { useQuery } from '@tanstack/react-query';
import type { PositionListQuery } from '@praxis/shared';
import { okJson } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { recruitingApi } from './client';

export const POSITIONS_PAGE_SIZE = 24;
export type PositionListParams = Partial<PositionListQuery> & { page: number };

export const recruitingKeys = {
  all: ['recruiting'] as const,
  positions: (query: PositionListParams) => ['recruiting', 'positions', query] as const,
  openPositions: () => ['recruiting', 'positions', 'open'] as const,
  referrals: () => ['recruiting', 'referrals'] as const,
  pipeline: () => ['recruiting', 'pipeline'] as const,
};

/** GET /api/recruiting/positions: open ones for everyone, every status for admin and Project Manager. */
export function listPositions(query: PositionListParams, signal?: AbortSignal) {
  return okJson(
    recruitingApi.positions.$get({ query: { ...query, pageSize: POSITIONS_PAGE_SIZE } }, { init: { signal } }),
  );
}

export const usePositions = (query: PositionListParams) =>
  useQuery(pagedQueryOptions(recruitingKeys.positions(query), (signal) => listPositions(query, signal)));

/** The open positions a referral can name. */
export const useOpenPositions = () =>
  useQuery({
    queryKey: recruitingKeys.openPositions(),
    queryFn: ({ signal }) =>
      okJson(recruitingApi.positions.$get({ query: { status: 'open', pageSize: 100 } }, { init: { signal } })),
  });
