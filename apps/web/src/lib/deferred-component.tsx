import { type ComponentType, type ReactNode, Suspense, use, useCallback, useEffect, useRef } from 'react';
import { InsideDeferredBlock } from './deferred-block';
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

function Loaded<P extends object>({
  code,
  props,
  onReady,
}: {
  code: DeferredCode<P>;
  props: P;
  onReady: () => void;
}) {
  const hydrated = useHydrated();
  const Component = code.component();
  // Runs once the block is hydrated (or first rendered), its handlers in place.
  useEffect(() => onReady(), [onReady]);
  if (Component) return <Component {...props} />;
  // After hydration (a page reached inside the site) the code comes at once, behind the fallback.
  if (hydrated) void code.load();
  use(code.ready);
  return null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** Where a held click is made again: an icon's drawing (SVG) has no `click()`, its HTML parent does. */
function clickable(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

/** A link clicked with a modifier (a new tab or window) is the browser's to follow, from the markup. */
const opensElsewhere = (event: MouseEvent) =>
  (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) &&
  event.target instanceof Element &&
  event.target.closest('a[href]') !== null;

/** Writes a value the way typing does, so that the form library hears of it. */
function retype(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A heavy block of a page (a booking form with its form and validation libraries) whose code a
 * phone does not fetch with the page. The server renders it in full (the route's loader awaits
 * `code.load()` first); in the browser React keeps that markup as it is, a suspended boundary
 * left dehydrated, until the block comes near the screen or is focused or touched, then fetches
 * the code and hydrates it. What the visitor does meanwhile is not lost: a click (a button, a
 * submit, Enter in a field) waits and is made again once the block is live, and what they typed
 * is typed again, since hydrating resets the fields to the form's own values. The texts only the
 * block uses come when it wakes too: hydration waits for them, the markup standing meanwhile.
 */
export function Deferred<P extends object>({
  code,
  props,
  fallback = null,
  wakeNear = true,
  wakeAtOnce,
}: {
  code: DeferredCode<P>;
  props: P;
  fallback?: ReactNode;
  /** False for a block with nothing but links: it wakes when used, a click made again then. */
  wakeNear?: boolean;
  /** Asked in the browser: true when the block is wanted wherever it is, e.g. a form holding what the visitor typed before a reload. */
  wakeAtOnce?: () => boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const live = useRef(false);
  const waitingClick = useRef<HTMLElement | null>(null);
  const typed = useRef(new Map<Field, string>());
  const onReady = useCallback(() => {
    live.current = true;
    for (const [field, value] of typed.current)
      if (field.isConnected && field.value !== value) retype(field, value);
    typed.current.clear();
    const click = waitingClick.current;
    waitingClick.current = null;
    if (click?.isConnected) click.click();
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (live.current || !element) return;
    const start = () => void code.load();
    const startInside = (event: Event) => {
      if (!live.current && inside(event)) start();
    };
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    // On the document, ahead of React's own listener, which drops an event its tree cannot take yet.
    const holdClick = (event: MouseEvent) => {
      if (live.current || !inside(event) || opensElsewhere(event)) return;
      event.preventDefault();
      event.stopPropagation();
      waitingClick.current = clickable(event.target);
      start();
    };
    const holdSubmit = (event: SubmitEvent) => {
      if (!live.current && inside(event)) event.preventDefault();
    };
    const keepTyped = (event: Event) => {
      if (!live.current && inside(event) && isField(event.target)) {
        typed.current.set(event.target, event.target.value);
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: NEAR },
    );
    if (wakeAtOnce?.()) start();
    else if (wakeNear) observer.observe(element);
    document.addEventListener('focusin', startInside, true);
    document.addEventListener('pointerdown', startInside, true);
    document.addEventListener('click', holdClick, true);
    document.addEventListener('submit', holdSubmit, true);
    document.addEventListener('input', keepTyped, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', startInside, true);
      document.removeEventListener('pointerdown', startInside, true);
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      document.removeEventListener('input', keepTyped, true);
    };
  }, [code, wakeNear, wakeAtOnce]);
  return (
    <div ref={ref}>
      <InsideDeferredBlock value>
        <Suspense fallback={fallback}>
          <Loaded code={code} props={props} onReady={onReady} />
        </Suspense>
      </InsideDeferredBlock>
    </div>
  );
}
