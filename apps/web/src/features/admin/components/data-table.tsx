import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A back-office table. Columns that matter less are hidden on phones
 * (`hidden md:table-cell`); whatever remains scrolls sideways rather than squeezing.
 */
export function DataTable({
  caption,
  children,
  className,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('-mx-5 overflow-x-auto sm:mx-0', className)}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line px-3 py-2.5 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase first:ps-5 last:pe-5 sm:first:ps-3 sm:last:pe-3',
        className,
      )}
    >
      {children}
    </th>
  );
}

export function Td({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <td
      className={cn(
        'border-b border-line px-3 py-3 align-middle first:ps-5 last:pe-5 sm:first:ps-3 sm:last:pe-3',
        className,
      )}
    >
      {children}
    </td>
  );
}
