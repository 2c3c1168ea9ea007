/** The one query-key tree of engagements; pickers sit under `lists()`, so creating an engagement refreshes them. */
export const engagementKeys = {
  all: ['engagements'] as const,
  lists: () => [...engagementKeys.all, 'list'] as const,
  options: (q: string) => [...engagementKeys.lists(), 'options', q] as const,
  option: (id: string) => [...engagementKeys.all, 'option', id] as const,
};
