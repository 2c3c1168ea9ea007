import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The URL's params with `changes` applied (an empty value removes its key); any change but the page's resets it. */
export function withParamChanges(current: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** Filters, sort, view and page live in the URL (docs/product.md §13 "Toolbar"); setting one resets the page. */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>, options: { replace?: boolean } = {}) =>
    setParams((current) => withParamChanges(current, changes), { replace: options.replace ?? false });
  return { params, set };
}

/** A search box's text, written to the URL 300 ms after typing stops (server-side search). */
export function useDebouncedParam(key: string) {
  const { params, set } = useUrlParams();
  const urlValue = params.get(key) ?? '';
  const [value, setValue] = useState(urlValue);
  // Back/forward or "Clear filters" change the URL: show its value (adjusting state while rendering, not in an effect).
  const [shownUrlValue, setShownUrlValue] = useState(urlValue);
  if (shownUrlValue !== urlValue) {
    setShownUrlValue(urlValue);
    setValue(urlValue);
  }
  // React Router's setter closes over the params of its render: the timer must use the newest one, or a filter
  // chosen while the search was pending would be undone when the search is written.
  const latestSet = useRef(set);
  useLayoutEffect(() => {
    latestSet.current = set;
  });
  useEffect(() => {
    if (value.trim() === urlValue.trim()) return;
    const timer = setTimeout(() => latestSet.current({ [key]: value.trim() || undefined }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [key, value, urlValue]);
  return [value, setValue] as const;
}

export const pickOne = <T extends string>(values: readonly T[], value: string | null) =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
