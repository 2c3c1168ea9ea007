import { useUrlParams } from '@/lib/use-url-params';

/**
 * A staffing list's filters in the URL: `set` writes one (an empty value removes it) replacing the history entry, and
 * `bind` gives a filter control its value and setter.
 */
export function useFilterParams() {
  const { params, set: setParams } = useUrlParams();
  const set = (key: string, value: string) => setParams({ [key]: value }, { replace: true });
  return {
    params,
    set,
    bind: (key: string) => ({ value: params.get(key) ?? '', onChange: (value: string) => set(key, value) }),
    /** Removes these filters at once, as a new history entry (Back restores them). */
    clear: (keys: readonly string[]) => setParams(Object.fromEntries(keys.map((key) => [key, undefined]))),
  };
}
