import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueItem, StaffingBoard, StaffingSettings, Weights, WeightsPreview } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch } from '@/lib/list-query';
import { staffingKeys } from './keys';

export const useStaffingQueue = () =>
  useQuery({
    queryKey: staffingKeys.queue,
    queryFn: ({ signal }) => apiFetch<{ items: QueueItem[]; total: number }>('/api/staffing/queue', { signal }),
  });

export const useStaffingBoard = (params: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: staffingKeys.board(params),
    queryFn: ({ signal }) => apiFetch<StaffingBoard>(`/api/staffing/board${toSearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStaffingSettings = () =>
  useQuery({
    queryKey: staffingKeys.settings,
    queryFn: ({ signal }) => apiFetch<StaffingSettings>('/api/staffing/settings', { signal }),
  });

export function useSaveWeights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ weights, version }: { weights: Weights; version: number }) =>
      apiFetch<StaffingSettings>('/api/staffing/settings', {
        method: 'PUT',
        json: { weights },
        headers: { 'If-Match': `"${version}"` },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.all }),
  });
}

export const usePreviewWeights = () =>
  useMutation({
    mutationFn: (weights: Weights) =>
      apiFetch<WeightsPreview>('/api/staffing/settings/preview', { method: 'POST', json: { weights } }),
  });
