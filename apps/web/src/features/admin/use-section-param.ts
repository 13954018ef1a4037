import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A value kept in the address of the current back-office section (?edit=…,
 * ?order=…), so a refresh, the Back button or a shared link opens the same
 * view. Setting null removes it.
 */
export function useSectionParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { preventScrollReset: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}

/**
 * A section's list filters, kept in the address (so the dashboard can link to
 * "orders to ship") and replaced rather than pushed as they change. Values
 * outside `allowed` fall back to the default.
 */
export function useFilterParams<K extends string>(
  allowed: Record<K, readonly string[]>,
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const values = {} as Record<K, string>;
    for (const key of Object.keys(allowed) as K[]) {
      const value = params.get(key);
      values[key] = value && allowed[key].includes(value) ? value : (allowed[key][0] ?? '');
    }
    return values;
  }, [allowed, params]);
  const set = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string][]) {
            if (value === allowed[key][0]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [allowed, setParams],
  );
  return [filters, set];
}

/** The address of a back-office section with some of its filters set. */
export function sectionHref(section: string, params: Record<string, string> = {}): string {
  return `/account?${new URLSearchParams({ tab: 'admin', section, ...params }).toString()}`;
}
