import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Template, TemplateInput } from '@praxis/shared';
import { ifMatch, ok, okJson } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { engagementsApi, templatesApi } from './client';
import { planKeys } from './keys';

export const listTemplates = (includeArchived: boolean, signal?: AbortSignal) =>
  okJson(templatesApi.$get({ query: includeArchived ? { include_archived: 'true' } : {} }, { init: { signal } }));

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
    queryFn: ({ signal }) => ok(engagementsApi.engagements.roles.$get({}, { init: { signal } })),
    staleTime: 5 * 60_000,
  });

type TemplateCommand =
  | { kind: 'create'; input: TemplateInput }
  | { kind: 'replace'; template: Template; input: TemplateInput }
  | { kind: 'archive'; template: Template; archived: boolean }
  | { kind: 'move'; template: Template; displayOrder: number }
  | { kind: 'duplicate'; template: Template };

function runTemplateCommand(command: TemplateCommand) {
  if (command.kind === 'create') return ok(templatesApi.$post({ json: command.input }));
  const one = templatesApi[':id'];
  const param = { id: command.template.id };
  const header = ifMatch(command.template.version);
  if (command.kind === 'replace') return ok(one.$put({ param, json: command.input, header }));
  if (command.kind === 'duplicate') return ok(one.duplicate.$post({ param }));
  const json = command.kind === 'archive' ? { archived: command.archived } : { display_order: command.displayOrder };
  return ok(one.$patch({ param, json, header }));
}

/** Every template write (admin): the lists are refetched afterwards. */
export function useTemplateCommand() {
  return useRefreshingMutation(runTemplateCommand, () => [['plan-templates']], { when: 'settled' });
}
