import { useQuery } from '@tanstack/react-query';
import type { CommandCenterQuery } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { commandCenterApi } from './client';

/** GET /api/command-center/people: the people behind a utilisation figure (asked for when the drill-down opens). */
export const useUtilisationPeople = (query: CommandCenterQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['command-center', 'people', query] as const,
    queryFn: ({ signal }) => ok(commandCenterApi['command-center'].people.$get({ query }, { init: { signal } })),
    enabled,
  });
