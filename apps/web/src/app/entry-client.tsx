import '../styles/app.css';
import type { DisplayCurrency } from '@ochre/shared/rules/display-currency';
import { languagePrefix } from '@ochre/shared/rules/language-paths';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { authStore } from '../features/auth/auth-store';
import { forgetPrivateDataOnSignOut } from '../features/auth/private-queries';
import { cartStore } from '../features/cart/cart-store';
import { cachedPublicSettings } from '../features/site/api/public-settings';
import { mergeGuestWishlistOnSignIn } from '../features/wishlist/merge-on-sign-in';
import { guestWishlistStore } from '../features/wishlist/wishlist-store';
import { configureApiClient } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/browser-storage';
import type { ClientConfig } from '../lib/client-config';
import { setPriceDisplay } from '../lib/display-currency';
import { createI18n, DEFAULT_LANG, type Lang, langOf, loadResources } from '../lib/i18n';
import { appContext } from '../lib/page-loader';
import { createQueryClient } from '../lib/query-client';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { Providers } from './providers';
import { routes } from './routes';

declare global {
  interface Window {
    __OCHRE__: {
      lang: Lang;
      suggestLang: Lang | null;
      currency: DisplayCurrency;
      namespaces: string[];
      config: ClientConfig;
      dehydrated: DehydratedState;
    };
  }
}

/**
 * Starts the app in steps, each its own task (see yieldToBrowser): the page is already drawn and
 * readable, and a phone should stay responsive while its code wakes up.
 */
async function start() {
  // The starter asks for the app once the page is drawn, which can be before the rest of the
  // page, and the state after it, have been parsed.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  await yieldToBrowser();
  const { lang, suggestLang, currency, namespaces, config, dehydrated } = window.__OCHRE__;
  // The address's language prefix is the router's basename: links and redirects stay in the page's language.
  const basename = languagePrefix(lang) || '/';

  const queryClient = createQueryClient();
  hydrate(queryClient, dehydrated);
  // Prices as the server wrote them: the chosen currency at the rates it read.
  setPriceDisplay({ currency, rates: cachedPublicSettings(queryClient).currency });
  forgetPrivateDataOnSignOut(queryClient);
  mergeGuestWishlistOnSignIn(queryClient);

  await yieldToBrowser();
  // The page's own code and texts must be here before hydrating, or React would render something else.
  const lazyMatches = matchRoutes(routes, window.location, basename)?.filter((m) => m.route.lazy) ?? [];
  const [resources] = await Promise.all([
    loadResources([...new Set([lang, DEFAULT_LANG, ...(suggestLang ? [suggestLang] : [])])], namespaces),
    ...lazyMatches.map(async (m) => {
      const module = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, { ...module, lazy: undefined });
    }),
  ]);
  await yieldToBrowser();
  const i18n = createI18n(lang, resources, { lazy: true });
  configureApiClient({
    getToken: authStore.token,
    onUnauthorized: () => authStore.signOut(),
    getLang: () => langOf(i18n),
  });

  await yieldToBrowser();
  const router = createBrowserRouter(routes, {
    basename,
    getContext() {
      const context = new RouterContextProvider();
      context.set(appContext, { queryClient, lang: langOf(i18n), config });
      return context;
    },
  });

  // As a transition, hydration works in slices of a few milliseconds and lets the browser answer
  // in between; otherwise React hydrates the whole page in one task, which a phone feels as a freeze.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n} config={config} suggestLang={suggestLang}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });

  void authStore.init();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart) cartStore.syncFromStorage();
    if (event.key === STORAGE_KEYS.wishlist) guestWishlistStore.syncFromStorage();
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) authStore.syncFromStorage();
  });
}

void start();
