import { useState } from 'react';

const COLLAPSED_KEY = 'praxis.sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the desktop sidebar is collapsed to icons; remembered across visits. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [isCollapsed, setIsCollapsed] = useState(readCollapsed);
  const update = (collapsed: boolean) => {
    setIsCollapsed(collapsed);
    try {
      window.localStorage.setItem(COLLAPSED_KEY, String(collapsed));
    } catch {
      // Not remembered, but still collapsed for now.
    }
  };
  return [isCollapsed, update];
}
