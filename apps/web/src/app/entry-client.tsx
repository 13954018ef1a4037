import '../styles/app.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { authStore } from '../features/auth/auth-store';
import { forgetPrivateDataOnSignOut } from '../features/auth/private-queries';
import { cartStore } from '../features/cart/cart-store';
import { configureApiClient } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/browser-storage';
import { createI18n, DEFAULT_LANG, type Lang, loadResources } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { appContext, type ClientConfig } from './app-context';
import { Providers } from './providers';
import { routes } from './routes';

declare global {
  interface Window {
    __OCHRE__: { lang: Lang; namespaces: string[]; config: ClientConfig; dehydrated: DehydratedState };
  }
}

async function start() {
  const { lang, namespaces, config, dehydrated } = window.__OCHRE__;

  configureApiClient({ getToken: authStore.token, onUnauthorized: () => authStore.signOut() });
  const queryClient = createQueryClient();
  hydrate(queryClient, dehydrated);
  forgetPrivateDataOnSignOut(queryClient);

  // The page's own code and texts must be here before hydrating, or React would render something else.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  const [resources] = await Promise.all([
    loadResources(lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG], namespaces),
    ...lazyMatches.map(async (m) => {
      const module = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, { ...module, lazy: undefined });
    }),
  ]);
  const i18n = createI18n(lang, resources, { lazy: true });

  const router = createBrowserRouter(routes, {
    getContext() {
      const context = new RouterContextProvider();
      context.set(appContext, { queryClient, lang: i18n.language as Lang, config });
      return context;
    },
  });

  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} config={config}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

  void authStore.init();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart) cartStore.syncFromStorage();
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) authStore.syncFromStorage();
  });
}

void start();
