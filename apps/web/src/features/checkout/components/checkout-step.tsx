import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A numbered step of the checkout, ticked once done. */
export function CheckoutStep({
  number,
  title,
  done,
  children,
}: {
  number: number;
  title: string;
  done?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`checkout-step-${number}`}
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2
        id={`checkout-step-${number}`}
        className="flex items-center gap-3 font-display text-2xl font-semibold text-ink"
      >
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-full text-sm font-bold',
            done ? 'bg-palm-600 text-white' : 'bg-ink text-white',
          )}
          aria-hidden="true"
        >
          {done ? <CircleCheck className="size-5" /> : number}
        </span>
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
