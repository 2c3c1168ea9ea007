import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EngagementRole, Template, TemplateInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { planKeys } from './keys';

export const listTemplates = (includeArchived: boolean, signal?: AbortSignal) =>
  apiFetch<Template[]>(`/api/plan-templates${includeArchived ? '?include_archived=true' : ''}`, { signal });

export const templatesQueryOptions = (includeArchived = false) =>
  queryOptions({
    queryKey: planKeys.templates(includeArchived),
    queryFn: ({ signal }) => listTemplates(includeArchived, signal),
  });

export const useTemplates = (includeArchived = false) => useQuery(templatesQueryOptions(includeArchived));

/** The engagement roles a template task may default to (GET /api/engagements/roles). */
export const useTemplateRoles = () =>
  useQuery({
    queryKey: [...planKeys.all, 'engagement-roles'],
    queryFn: ({ signal }) => apiFetch<EngagementRole[]>('/api/engagements/roles', { signal }),
    staleTime: 5 * 60_000,
  });

type TemplateCommand =
  | { kind: 'create'; input: TemplateInput }
  | { kind: 'replace'; template: Template; input: TemplateInput }
  | { kind: 'archive'; template: Template; archived: boolean }
  | { kind: 'move'; template: Template; displayOrder: number }
  | { kind: 'duplicate'; template: Template };

function runTemplateCommand(command: TemplateCommand) {
  if (command.kind === 'create')
    return apiFetch<Template>('/api/plan-templates', { method: 'POST', json: command.input });
  const path = `/api/plan-templates/${encodeURIComponent(command.template.id)}`;
  const headers = { 'If-Match': `"${command.template.version}"` };
  if (command.kind === 'replace') return apiFetch<Template>(path, { method: 'PUT', json: command.input, headers });
  if (command.kind === 'duplicate') return apiFetch<Template>(`${path}/duplicate`, { method: 'POST' });
  const json = command.kind === 'archive' ? { archived: command.archived } : { display_order: command.displayOrder };
  return apiFetch<Template>(path, { method: 'PATCH', json, headers });
}

/** Every template write (admin): the lists are refetched afterwards. */
export function useTemplateCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTemplateCommand,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['plan-templates'] }),
  });
}
