/**
 * The one query-key tree of consultants. Every list, search and picker sits under `lists()`, so a mutation that
 * invalidates it (creating a consultant, say) refreshes every picker on every screen.
 */
export const consultantKeys = {
  all: ['consultants'] as const,
  lists: () => [...consultantKeys.all, 'list'] as const,
  options: (q: string) => [...consultantKeys.lists(), 'options', q] as const,
  option: (id: string) => [...consultantKeys.all, 'option', id] as const,
};
