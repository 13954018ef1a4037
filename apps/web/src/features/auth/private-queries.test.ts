import type { AuthData } from '@ochre/shared/schemas/auth';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from './auth-store';
import { forgetPrivateDataOnSignOut } from './private-queries';

const session = (id: string): AuthData => ({
  _id: id,
  name: 'Amina Tazi',
  email: `${id}@example.com`,
  phone: '',
  image: null,
  isAdmin: false,
  address: { street: '', city: '', state: '', postalCode: '', country: '' },
  createdAt: '2026-01-01T00:00:00.000Z',
  token: `token-${id}`,
});

function cacheWithEverything(userId: string): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['orders', userId, 'mine'], []);
  queryClient.setQueryData(['account', userId, 'tickets'], []);
  queryClient.setQueryData(['admin', 'dashboard'], { today: '2026-01-01' });
  queryClient.setQueryData(['products', 'list', {}], []);
  return queryClient;
}

const privateLeft = (queryClient: QueryClient) =>
  ['orders', 'account', 'admin'].filter((root) => queryClient.getQueriesData({ queryKey: [root] }).length);

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  authStore.signOut();
});

describe('forgetPrivateDataOnSignOut', () => {
  it("keeps a person's data while they stay signed in, and forgets it when they sign out", () => {
    authStore.signIn(session('u1'));
    const queryClient = cacheWithEverything('u1');
    stop = forgetPrivateDataOnSignOut(queryClient);

    authStore.updateUser({ ...session('u1'), name: 'Amina El Tazi' });
    authStore.replaceToken('token-after-password-change');
    expect(privateLeft(queryClient)).toEqual(['orders', 'account', 'admin']);

    authStore.signOut();
    expect(privateLeft(queryClient)).toEqual([]);
    // Public data stays: the shop does not need to load again.
    expect(queryClient.getQueryData(['products', 'list', {}])).toEqual([]);
  });

  it('forgets the previous person when someone else signs in on the same browser', () => {
    authStore.signIn(session('u1'));
    const queryClient = cacheWithEverything('u1');
    stop = forgetPrivateDataOnSignOut(queryClient);
    authStore.signIn(session('u2'));
    expect(privateLeft(queryClient)).toEqual([]);
  });

  it('forgets nothing when a session is first restored', () => {
    const queryClient = cacheWithEverything('u1');
    stop = forgetPrivateDataOnSignOut(queryClient);
    authStore.signIn(session('u1'));
    expect(privateLeft(queryClient)).toEqual(['orders', 'account', 'admin']);
  });
});
