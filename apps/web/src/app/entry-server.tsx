import type { RenderRequest, RenderResult, Transport } from '@ochre/shared/ssr';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { publicSettingsQuery } from '../features/site/api/public-settings';
import { configureApiClient } from '../lib/api-client';
import {
  BASE_NAMESPACES,
  createI18n,
  dirOf,
  isLang,
  LANGUAGES,
  languageInfo,
  loadResources,
} from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { appContext } from './app-context';
import { renderHeadHtml, resolveHead } from './head';
import { Providers } from './providers';
import { routes } from './routes';

export { negotiateLang } from '../lib/i18n';

/** The server reaches the API in-process (no network hop); called once at start. */
export function configureApi(transport: Transport): void {
  configureApiClient({ baseUrl: 'http://internal/api', transport });
}

const resources = loadResources(LANGUAGES.map((l) => l.code));
const handler = createStaticHandler(routes);

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
  nonce,
  config,
}: RenderRequest): Promise<RenderResult> {
  const lang = isLang(requested) ? requested : 'en';
  const queryClient = createQueryClient({ server: true });
  const context = new RouterContextProvider();
  context.set(appContext, { queryClient, lang, config });

  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('location') ?? '/' };
  }

  const i18n = createI18n(lang, await resources);
  const router = createStaticRouter(handler.dataRoutes, result);
  const rendered = renderToString(
    <Providers queryClient={queryClient} i18n={i18n} config={config}>
      <StaticRouterProvider router={router} context={result} nonce={nonce} />
    </Providers>,
  );

  // React puts resource hints (the priority image's preload) first in its output;
  // in the head the browser finds them before the stylesheet and scripts.
  const hints = /^(?:<link [^>]*>)+/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hints.length);

  const url = new URL(request.url);
  const settings = queryClient.getQueryData(publicSettingsQuery().queryKey);
  const tags = resolveHead(
    result.matches.map((m) => ({ handle: m.route.handle, params: m.params, pathname: m.pathname })),
    { pathname: url.pathname, search: url.search, publicUrl: config.publicUrl, queryClient, t: i18n.t },
  );
  const head =
    hints +
    renderHeadHtml(tags, {
      siteName: settings?.general.siteName ?? 'Ochre',
      publicUrl: config.publicUrl,
      pathname: url.pathname,
      locale: languageInfo(lang).locale,
    });
  // The browser loads exactly the texts this page used before it hydrates.
  const namespaces = [
    ...new Set([...BASE_NAMESPACES, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]),
  ];
  const state = `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__OCHRE__=${serialize({
    lang,
    namespaces,
    config,
    dehydrated: dehydrate(queryClient),
  })}</script>`;

  return { kind: 'page', status: result.statusCode, html, head, state, lang, dir: dirOf(lang) };
}
