import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_CURRENCY_SETTINGS,
  DEFAULT_DISPLAY_CURRENCY,
  isDisplayCurrency,
} from '@ochre/shared/rules/display-currency';
import { languagePrefix, splitLanguage } from '@ochre/shared/rules/language-paths';
import type { RenderRequest, RenderResult, Transport } from '@ochre/shared/ssr';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { publicSettingsQuery } from '../features/site/api/public-settings';
import { configureApiClient } from '../lib/api-client';
import { isFetchedAsBlockWakes } from '../lib/block-data';
import { setPriceDisplay } from '../lib/display-currency';
import { renderHeadHtml, resolveHead } from '../lib/head';
import {
  BASE_NAMESPACES,
  createI18n,
  dirOf,
  isLang,
  LANGUAGES,
  type Lang,
  loadResources,
  NamespacesUsed,
} from '../lib/i18n';
import { appContext } from '../lib/page-loader';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { routes } from './routes';

export { negotiateLang } from '../lib/i18n';

/** The language of the page being rendered, for the API reads its loaders make (pages render concurrently). */
const pageLang = new AsyncLocalStorage<Lang>();

/** The server reaches the API in-process (no network hop); called once at start. */
export function configureApi(transport: Transport): void {
  configureApiClient({
    baseUrl: 'http://internal/api',
    transport,
    getLang: () => pageLang.getStore() ?? 'en',
  });
}

const resources = loadResources(LANGUAGES.map((l) => l.code));
/** One i18next instance per language, shared by every render: on the server the texts never change. */
const instances = new Map<Lang, Promise<I18n>>();
function i18nFor(lang: Lang): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = resources.then((all) => createI18n(lang, all));
    instances.set(lang, instance);
  }
  return instance;
}
/** One router per language: its address prefix is the router's basename, so every link stays in the page's language. */
const handlers = new Map(
  LANGUAGES.map(({ code }) => [code, createStaticHandler(routes, { basename: languagePrefix(code) || '/' })]),
);

/** Browser state is a script: its text must not be able to end the element or start a comment. */
function serialize(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders one page: runs the matched routes' loaders (which prime the query
 * cache), renders the tree, and hands the cache to the browser to hydrate
 * without fetching again.
 */
export async function render({
  request,
  lang: requested,
  suggestLang: suggested,
  currency: chosenCurrency,
  nonce,
  config,
}: RenderRequest): Promise<RenderResult> {
  const lang = isLang(requested) ? requested : 'en';
  const suggestLang = isLang(suggested) && suggested !== lang ? suggested : null;
  const handler = handlers.get(lang)!;
  const queryClient = createQueryClient({ server: true });
  const context = new RouterContextProvider();
  context.set(appContext, { queryClient, lang, config });

  const result = await pageLang.run(lang, () => handler.query(request, { requestContext: context }));
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('location') ?? '/' };
  }

  const i18n = await i18nFor(lang);
  const used = new Set<string>();
  const router = createStaticRouter(handler.dataRoutes, result);
  const settings = queryClient.getQueryData(publicSettingsQuery().queryKey);
  const currency = isDisplayCurrency(chosenCurrency) ? chosenCurrency : DEFAULT_DISPLAY_CURRENCY;
  // renderToString is synchronous: no other page renders while this one's currency is set.
  setPriceDisplay({ currency, rates: settings?.currency ?? DEFAULT_CURRENCY_SETTINGS });
  const rendered = renderToString(
    <NamespacesUsed value={used}>
      <Providers queryClient={queryClient} i18n={i18n} config={config} suggestLang={suggestLang}>
        <StaticRouterProvider router={router} context={result} nonce={nonce} />
      </Providers>
    </NamespacesUsed>,
  );

  // React puts resource hints (the priority image's preload) first in its output;
  // in the head the browser finds them before the stylesheet and scripts.
  const hints = /^(?:<link [^>]*>)+/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hints.length);

  const url = new URL(request.url);
  const { path } = splitLanguage(url.pathname);
  const tags = resolveHead(
    result.matches.map((m) => ({ handle: m.route.handle, params: m.params, pathname: m.pathname })),
    { pathname: path, search: url.search, publicUrl: config.publicUrl, queryClient, t: i18n.t, lang },
  );
  const head =
    hints +
    renderHeadHtml(tags, {
      siteName: settings?.general.siteName ?? 'Ochre',
      publicUrl: config.publicUrl,
      pathname: path,
      lang,
    });
  // The browser loads exactly the texts this page used before it hydrates.
  const namespaces = [...new Set([...BASE_NAMESPACES, ...used])];
  const state = `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__OCHRE__=${serialize({
    lang,
    suggestLang,
    currency,
    namespaces,
    config,
    dehydrated: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !isFetchedAsBlockWakes(query),
    }),
  })}</script>`;

  return { kind: 'page', status: result.statusCode, html, head, state, lang, dir: dirOf(lang) };
}
