import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from './container';
import { Img } from './img';

/**
 * The opening band of a content page: an eyebrow, the page's h1 and a standfirst,
 * on warm sand or over a photograph (then it is the page's main image).
 */
export function PageHero({
  eyebrow,
  title,
  children,
  image,
  actions,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  image?: { src: string; alt: string; fullWidth?: number };
  actions?: ReactNode;
  className?: string;
}) {
  if (image) {
    return (
      <section className={cn('relative isolate overflow-hidden bg-ink', className)}>
        <Img
          src={image.src}
          alt={image.alt}
          width={1600}
          height={900}
          fullWidth={image.fullWidth ?? 1600}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/45 to-ink/15" />
        <Container className="flex min-h-[22rem] flex-col justify-end py-14 sm:min-h-[26rem] sm:py-20">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-[0.2em] text-ochre-300 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-[1.08] font-semibold text-white sm:text-6xl">
            {title}
          </h1>
          {children ? (
            <div className="mt-5 max-w-2xl text-lg text-sand-100 sm:text-xl">{children}</div>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </Container>
      </section>
    );
  }
  return (
    <section className={cn('relative overflow-hidden border-b border-line bg-sand-100', className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-ochre-100/70 blur-3xl"
      />
      <Container className="relative py-14 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-[0.2em] text-ochre-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl font-display text-4xl leading-[1.08] font-semibold text-ink sm:text-6xl">
          {title}
        </h1>
        {children ? <div className="mt-5 max-w-2xl text-lg text-ink-soft sm:text-xl">{children}</div> : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
      </Container>
    </section>
  );
}
