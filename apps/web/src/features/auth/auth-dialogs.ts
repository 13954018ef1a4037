import { useSyncExternalStore } from 'react';

type DialogState =
  | { kind: 'closed' }
  | { kind: 'login'; onSuccess?: () => void }
  | { kind: 'required'; message?: string; onSuccess?: () => void };

let state: DialogState = { kind: 'closed' };
const listeners = new Set<() => void>();
const set = (next: DialogState) => {
  state = next;
  for (const listener of listeners) listener();
};

/**
 * The global login modal (SPEC §2 Layout): any feature can open it and have a
 * callback run once the visitor has signed in.
 */
export const authDialogs = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  openLogin(onSuccess?: () => void) {
    set({ kind: 'login', onSuccess });
  },
  /** The 'Login Required' dialog, for actions that need an account. */
  requireLogin(options: { message?: string; onSuccess?: () => void } = {}) {
    set({ kind: 'required', ...options });
  },
  close() {
    set({ kind: 'closed' });
  },
};

export function useAuthDialogState(): DialogState {
  return useSyncExternalStore(authDialogs.subscribe, authDialogs.getSnapshot, authDialogs.getSnapshot);
}
