import type { AuthData, User } from '@ochre/shared/schemas/auth';
import { browserStorage, STORAGE_KEYS } from '../../lib/browser-storage';
import { fetchProfile } from './api/profile';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  token: string | null;
}

const LOADING: AuthState = { status: 'loading', user: null, token: null };
let state: AuthState = LOADING;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

function persist(token: string | null, user: User | null) {
  if (token && user) {
    browserStorage.set(STORAGE_KEYS.token, token);
    browserStorage.setJson(STORAGE_KEYS.user, user);
  } else {
    browserStorage.remove(STORAGE_KEYS.token);
    browserStorage.remove(STORAGE_KEYS.user);
  }
}

/**
 * SPEC §4 Auth: starts loading; with a stored token and user the profile is
 * fetched (authenticated), otherwise both are cleared (logged out). The token
 * and user live in localStorage, so the state is known only in the browser.
 */
export const authStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => LOADING,
  token: () => state.token ?? browserStorage.get(STORAGE_KEYS.token),

  /** The session once known: a stored one is still being checked with the server while loading. */
  settled(): Promise<AuthState> {
    if (state.status !== 'loading') return Promise.resolve(state);
    return new Promise((resolve) => {
      const stop = authStore.subscribe(() => {
        if (state.status === 'loading') return;
        stop();
        resolve(state);
      });
    });
  },

  async init(): Promise<void> {
    const token = browserStorage.get(STORAGE_KEYS.token);
    const user = browserStorage.getJson<User>(STORAGE_KEYS.user);
    if (!token || !user) {
      persist(null, null);
      set({ status: 'anonymous', user: null, token: null });
      return;
    }
    set({ status: 'loading', user, token });
    try {
      const profile = await fetchProfile();
      persist(token, profile);
      set({ status: 'authenticated', user: profile, token });
    } catch {
      persist(null, null);
      set({ status: 'anonymous', user: null, token: null });
    }
  },

  signIn({ token, ...user }: AuthData): void {
    persist(token, user);
    set({ status: 'authenticated', user, token });
  },

  /** Profile and picture updates replace the stored user (SPEC §4). */
  updateUser(user: User): void {
    if (!state.token) return;
    persist(state.token, user);
    set({ ...state, user });
  },

  replaceToken(token: string): void {
    if (!state.user) return;
    persist(token, state.user);
    set({ ...state, token });
  },

  signOut(): void {
    persist(null, null);
    set({ status: 'anonymous', user: null, token: null });
  },

  /** Another tab signed in or out: follow it. */
  syncFromStorage(): void {
    const token = browserStorage.get(STORAGE_KEYS.token);
    const user = browserStorage.getJson<User>(STORAGE_KEYS.user);
    if (token && user) set({ status: 'authenticated', user, token });
    else if (state.status !== 'anonymous') set({ status: 'anonymous', user: null, token: null });
  },
};
