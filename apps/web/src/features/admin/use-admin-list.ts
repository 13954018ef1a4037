import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFilterParams, useSectionParam } from './use-section-param';

type Choices = Record<string, readonly string[]>;

/**
 * What every back-office list keeps: the item open in the address (?edit=…,
 * ?order=…), its filters in the address (the first choice of each is the
 * default), and on screen only the search, the page and any free filters (a
 * category, dates). Changing a filter or the search goes back to page 1.
 */
export function useAdminList<F extends Choices, L extends string = never>({
  param,
  filters: choices,
  local = [],
}: {
  /** The address parameter naming the open item. */
  param: string;
  /** Module-level, so that its identity does not change between renders. */
  filters: F;
  local?: readonly L[];
}) {
  const blank = () => Object.fromEntries(local.map((name) => [name, ''])) as Record<L, string>;
  const [open, setOpen] = useSectionParam(param);
  const [filters, setFilterParams] = useFilterParams(choices);
  const [search, setSearchText] = useState('');
  const [fields, setFields] = useState(blank);
  const [page, setPage] = useState(1);
  const searchQuery = useDebouncedValue(search.trim());
  const names = Object.keys(choices) as (keyof F & string)[];

  const setFilters = (changes: Partial<Record<keyof F & string, string>>) => {
    setFilterParams(changes);
    setPage(1);
  };
  return {
    open,
    setOpen,
    filters: filters as { [K in keyof F]: F[K][number] },
    setFilters,
    local: fields,
    setLocal: (changes: Partial<Record<L, string>>) => {
      setFields((current) => ({ ...current, ...changes }));
      setPage(1);
    },
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    /** The search as sent: trimmed, once typing pauses. */
    searchQuery,
    page,
    setPage,
    filtered:
      Boolean(searchQuery) ||
      Object.values<string>(fields).some(Boolean) ||
      names.some((name) => filters[name] !== choices[name]![0]),
    clear: () => {
      setSearchText('');
      setFields(blank());
      setFilters(
        Object.fromEntries(names.map((name) => [name, choices[name]![0]])) as Record<
          keyof F & string,
          string
        >,
      );
    },
  };
}

export type AdminListState = ReturnType<typeof useAdminList>;
