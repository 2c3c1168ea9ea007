import { useRememberedFlag } from './use-remembered-flag';

const COLLAPSED_KEY = 'praxis.sidebar-collapsed';

/** Whether the desktop sidebar is collapsed to icons; remembered across visits. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  return useRememberedFlag(COLLAPSED_KEY);
}
