import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AVAILABILITY_LABELS } from '@/entities/consultant';
import type { ConsultantCard } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys, toSearch, type Page } from './keys';

export interface ConsultantOption {
  id: string;
  name: string;
  job_title: string | null;
  /** Availability and the top two skills, for choosing whom to assign (issue 12, item 15). */
  details: string[];
}

/** GET /api/consultants: consultants to assign or filter by (searchable, first 200 by name). */
export async function listConsultantOptions(q: string, signal?: AbortSignal): Promise<ConsultantOption[]> {
  const page = await apiFetch<
    Page<Partial<ConsultantCard> & Pick<ConsultantCard, 'id' | 'first_name' | 'last_name' | 'job_title'>>
  >(`/api/consultants${toSearch({ q, pageSize: 200 })}`, { signal });
  return page.items.map((c) => ({
    id: c.id,
    name: `${c.first_name} ${c.last_name}`.trim(),
    job_title: c.job_title,
    details: [
      ...(c.availability_status ? [AVAILABILITY_LABELS[c.availability_status]] : []),
      ...(c.top_skills ?? []).slice(0, 2).map((skill) => skill.product ?? skill.category),
    ],
  }));
}

export const consultantOptionsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: engagementKeys.consultantOptions(q),
    queryFn: ({ signal }) => listConsultantOptions(q, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useConsultantOptions(q = '') {
  return useQuery(consultantOptionsQueryOptions(q));
}
