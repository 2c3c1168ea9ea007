import { useState } from 'react';

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * A yes-or-no setting of the shell remembered across visits in localStorage under `key` (false until set). When the
 * storage cannot be read or written (private mode, quota) it still holds for this visit.
 */
export function useRememberedFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readFlag(key));
  const update = (next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(key, String(next));
    } catch {
      // Not remembered, but still set for now.
    }
  };
  return [value, update];
}
