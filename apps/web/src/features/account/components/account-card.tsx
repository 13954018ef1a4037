import type { ReactNode } from 'react';

/** A titled panel inside an account tab. */
export function AccountCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1.5 text-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
