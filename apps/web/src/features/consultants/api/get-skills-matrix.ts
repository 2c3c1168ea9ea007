import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSULTANT_LIST_STALE_MS, type SkillsMatrix } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys, toSearch } from './keys';

export interface SkillsMatrixParams {
  category_id?: string | undefined;
  product_id?: string | undefined;
  min_rating: number;
  page: number;
}

export const MATRIX_PAGE_SIZE = 50;

/** GET /api/consultants/skills-matrix: consultants × products at a minimum rating. */
export function getSkillsMatrix(params: SkillsMatrixParams, signal?: AbortSignal) {
  return apiFetch<SkillsMatrix>(
    `/api/consultants/skills-matrix${toSearch({ ...params, pageSize: MATRIX_PAGE_SIZE })}`,
    {
      signal,
    },
  );
}

export const skillsMatrixQueryOptions = (params: SkillsMatrixParams) =>
  queryOptions({
    queryKey: consultantKeys.matrix(params),
    queryFn: ({ signal }) => getSkillsMatrix(params, signal),
    placeholderData: keepPreviousData,
    staleTime: CONSULTANT_LIST_STALE_MS,
    enabled: Boolean(params.category_id || params.product_id),
  });

export function useSkillsMatrix(params: SkillsMatrixParams) {
  return useQuery(skillsMatrixQueryOptions(params));
}
