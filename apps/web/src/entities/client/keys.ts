/** The one query-key tree of clients; pickers sit under `lists()`, so creating a client refreshes them. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  options: (q: string) => [...clientKeys.lists(), 'options', q] as const,
  option: (id: string) => [...clientKeys.all, 'option', id] as const,
};
