import { useSyncExternalStore } from 'react';
import { type AuthState, authStore } from './auth-store';

export function useAuth(): AuthState & { isAdmin: boolean } {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getServerSnapshot);
  return { ...state, isAdmin: state.user?.isAdmin === true };
}
