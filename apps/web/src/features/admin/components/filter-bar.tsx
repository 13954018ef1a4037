import type { ReactNode } from 'react';

/** Search and filters above a list: the search on its own line and filters two by two on a phone. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="mb-5 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap [&>*]:min-w-0 [&>*:first-child]:col-span-2">
      {children}
    </div>
  );
}
