export const goldenKeys = {
  all: ['golden-folders'] as const,
  roots: () => [...goldenKeys.all, 'roots'] as const,
  folder: (id: string) => [...goldenKeys.all, 'folder', id] as const,
  search: (q: string) => [...goldenKeys.all, 'search', q] as const,
};
