/**
 * The meta of a query only deferred blocks (deferred-component.tsx) read: the page leaves its data
 * out of the state it hands the browser (the markup has it already) and a block fetches it as it
 * wakes, its hydration waiting for it.
 */
export const FETCHED_AS_BLOCK_WAKES = { fetchedAsBlockWakes: true } as const;
export const isFetchedAsBlockWakes = (query: { meta?: Record<string, unknown> }) =>
  query.meta?.fetchedAsBlockWakes === true;
