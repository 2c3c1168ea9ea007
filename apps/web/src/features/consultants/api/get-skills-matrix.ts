import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSULTANT_LIST_STALE_MS } from '@praxis/shared';
import { okJson } from '@/lib/typed-client';
import { skillsApi } from './client';
import { consultantKeys } from './keys';

export interface SkillsMatrixParams {
  category_id?: string | undefined;
  product_id?: string | undefined;
  min_rating: number;
  page: number;
}

export const MATRIX_PAGE_SIZE = 50;

/** GET /api/consultants/skills-matrix: consultants × products at a minimum rating. */
export function getSkillsMatrix(params: SkillsMatrixParams, signal?: AbortSignal) {
  const query = {
    ...(params.category_id ? { category_id: params.category_id } : {}),
    ...(params.product_id ? { product_id: params.product_id } : {}),
    min_rating: String(params.min_rating),
    page: String(params.page),
    pageSize: String(MATRIX_PAGE_SIZE),
  };
  return okJson(skillsApi.consultants['skills-matrix'].$get({ query }, { init: { signal } }));
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
