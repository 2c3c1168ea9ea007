import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Weights } from '@praxis/shared';
import { ifMatch, ok, okJson } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { staffingApi } from './client';
import { staffingKeys } from './keys';

export const useStaffingQueue = () =>
  useQuery({
    queryKey: staffingKeys.queue,
    queryFn: ({ signal }) => okJson(staffingApi.staffing.queue.$get({ query: {} }, { init: { signal } })),
  });

export const useStaffingBoard = (params: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: staffingKeys.board(params),
    queryFn: ({ signal }) => ok(staffingApi.staffing.board.$get({ query: params }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const useStaffingSettings = () =>
  useQuery({
    queryKey: staffingKeys.settings,
    queryFn: ({ signal }) => ok(staffingApi.staffing.settings.$get(undefined, { init: { signal } })),
  });

export function useSaveWeights() {
  return useRefreshingMutation(
    ({ weights, version }: { weights: Weights; version: number }) =>
      ok(staffingApi.staffing.settings.$put({ json: { weights }, header: ifMatch(version) })),
    () => [staffingKeys.all],
  );
}

export const usePreviewWeights = () =>
  useMutation({
    mutationFn: (weights: Weights) => ok(staffingApi.staffing.settings.preview.$post({ json: { weights } })),
  });
