import { type ComponentType, type ReactNode, Suspense, use, useEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

/** How far below the screen a deferred block starts loading, so that it is ready when reached. */
const NEAR = '800px 0px';

/** The code of a component fetched on demand, once: see `Deferred`. */
export interface DeferredCode<P> {
  /** Fetches the code; the server awaits it before rendering the page. */
  load: () => Promise<void>;
  /** Settles once the code is here. */
  ready: Promise<void>;
  component: () => ComponentType<P> | null;
}

export function deferredCode<P extends object>(importer: () => Promise<ComponentType<P>>): DeferredCode<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Nothing may wait on `ready` for long (a block can stay dehydrated): a failure is reported where it is used.
  ready.catch(() => undefined);
  return {
    ready,
    component: () => loaded,
    load() {
      loading ??= importer().then(
        (component) => {
          loaded = component;
          settle?.resolve();
        },
        (error: unknown) => settle?.reject(error),
      );
      return loading;
    },
  };
}

function Loaded<P extends object>({ code, props }: { code: DeferredCode<P>; props: P }) {
  const hydrated = useHydrated();
  const Component = code.component();
  if (Component) return <Component {...props} />;
  // After hydration (a page reached inside the site) the code comes at once, behind the fallback.
  if (hydrated) void code.load();
  use(code.ready);
  return null;
}

/**
 * A heavy block of a page (a booking form with its form and validation libraries) whose code a
 * phone does not fetch with the page. The server renders it in full (the route's loader awaits
 * `code.load()` first); in the browser React keeps that markup as it is, a suspended boundary
 * left dehydrated, until the block comes near the screen or is focused or touched, then fetches
 * the code and hydrates it.
 */
export function Deferred<P extends object>({
  code,
  props,
  fallback = null,
}: {
  code: DeferredCode<P>;
  props: P;
  fallback?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (code.component() || !element) return;
    const start = () => void code.load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    element.addEventListener('focusin', start);
    element.addEventListener('pointerdown', start);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
    };
  }, [code]);
  return (
    <div ref={ref}>
      <Suspense fallback={fallback}>
        <Loaded code={code} props={props} />
      </Suspense>
    </div>
  );
}
