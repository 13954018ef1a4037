import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * Toasts (sonner) load with the first message shown, not with every page: a visitor who never
 * adds to the cart or submits a form never downloads them. Sonner keeps messages sent before its
 * Toaster subscribed and shows them once it mounts.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

type Message = Parameters<Sonner['toast']>[0];
type Kind = 'success' | 'error' | 'info';

const show = (kind: Kind | undefined, message: Message, data?: ExternalToast) => {
  void loadSonner().then(({ toast: sonnerToast }) =>
    kind ? sonnerToast[kind](message, data) : sonnerToast(message, data),
  );
};

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show(undefined, message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
  },
);

const LazyToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toasts' place on the page, there from the first message on. */
export function Toaster(props: ToasterProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  ) : null;
}
