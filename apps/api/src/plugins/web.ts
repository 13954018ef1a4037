import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { CONTENT_LANGS } from '@ochre/shared/constants';
import {
  CURRENCY_COOKIE,
  DEFAULT_DISPLAY_CURRENCY,
  type DisplayCurrency,
  isDisplayCurrency,
} from '@ochre/shared/rules/display-currency';
import { localizedPath, splitLanguage } from '@ochre/shared/rules/language-paths';
import type { ServerEntry, Transport, TransportAnswer } from '@ochre/shared/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Computed, LOCAL_TTL_MS } from '../lib/cache';
import { type CachedResponse, cachedBytes, cachedResponse } from '../lib/cached-response';
import { pageAddress } from '../lib/page-address';
import { fillTemplate, takeInlineScripts, templateScripts } from './page-assembly';
import { CACHE_TAGS_HEADER, PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-cache';
import { contentSecurityPolicy, translateWidgetSources } from './security';

/** Where the page renderer comes from: the production build, or Vite's dev server. */
export interface WebSource {
  template(url: string): Promise<string>;
  entry(): Promise<ServerEntry>;
}

export function builtWebSource(webRoot: string): WebSource {
  const templateFile = path.join(webRoot, 'dist/client/index.html');
  const entryFile = path.join(webRoot, 'dist/server/entry-server.js');
  let template: Promise<string> | undefined;
  let entry: Promise<ServerEntry> | undefined;
  return {
    template: () => (template ??= readFile(templateFile, 'utf8')),
    entry: () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>),
  };
}

/** What a page's render read from the API: it may be kept for everyone only if every read was public. */
interface PageReads {
  tables: Set<string>;
  public: boolean;
}

const pageReads = new AsyncLocalStorage<PageReads>();

/** What a page's render read: the tables of its public answers, and whether all of them were public. */
function noteRead(headers: Record<string, unknown>) {
  const reads = pageReads.getStore();
  if (!reads) return;
  if (headers['cache-control'] !== PUBLIC_CACHE_CONTROL) {
    reads.public = false;
    return;
  }
  for (const table of String(headers[CACHE_TAGS_HEADER] ?? '').split(' ')) {
    if (table) reads.tables.add(table);
  }
}

/**
 * An answer of the API reached in-process, read the way the web's client reads one: its bytes
 * parsed at once, without the stream a `Response` would build around them.
 */
class InProcessAnswer implements TransportAnswer {
  constructor(
    readonly status: number,
    private readonly body: Buffer | string,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  async json() {
    return JSON.parse(this.body.toString());
  }
  async blob() {
    return new Blob([this.body]);
  }
}

/**
 * The API, reached in-process: server-rendered pages load data without a network hop. A public
 * answer this instance keeps is read straight from its cache (it is the same for every visitor);
 * anything else goes through inject(), the whole request pipeline.
 */
function injectTransport(app: FastifyInstance): Transport {
  return async (input, init) => {
    // Parsed, not cut: a slug read from the page's address comes decoded, and the API's
    // routes and kept answers know addresses encoded.
    const url = new URL(input);
    const address = url.pathname + url.search;
    const headers = (init.headers ?? {}) as Record<string, string>;
    const method = init.method ?? 'GET';
    const kept =
      method === 'GET' && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')
        ? app.keptPublicAnswer(address)
        : undefined;
    if (kept) {
      noteRead(kept.headers);
      return new InProcessAnswer(kept.status, kept.body);
    }
    const response = await app.inject({
      method: method as 'GET',
      url: address,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    noteRead(response.headers);
    return new InProcessAnswer(response.statusCode, response.rawPayload);
  };
}

/**
 * Serves the website: built assets, then every other GET as a server-rendered
 * page (the API and uploads are registered before and keep their paths).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { source: WebSource; config: Config; assetsRoot?: string }) => {
    await app.register(cookie);
    if (opts.assetsRoot) {
      await app.register(fastifyStatic, {
        root: opts.assetsRoot,
        prefix: '/',
        decorateReply: false,
        wildcard: false,
        index: false,
        // The client build writes .br and .gz beside its assets (apps/web/precompress.ts).
        preCompressed: true,
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite'),
        setHeaders: (reply, filePath) => {
          // Hashed build files never change; the others (favicon, robots.txt) may.
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          );
        },
      });
    }

    // A policy governs documents only: scripts, styles and fonts go without its kilobyte of
    // header, which a page's first load would otherwise pay once per file.
    app.addHook('onSend', async (request, reply) => {
      if (/^\/assets\/[^?]+\.(?:js|css|woff2)(?:\?|$)/.test(request.url)) {
        reply.removeHeader('content-security-policy');
      }
    });

    const entry = await opts.source.entry();
    entry.configureApi(injectTransport(app));
    const clientConfig = {
      publicUrl: opts.config.publicUrl,
      googleClientId: opts.config.google?.clientId ?? null,
      translateScript: opts.config.translateWidget?.scriptUrl ?? null,
    };
    const translateSources = translateWidgetSources(opts.config.translateWidget?.scriptUrl);

    const dev = opts.config.env === 'development';
    const pageHeaders = (shared: boolean) => ({
      'cache-control': shared ? PUBLIC_CACHE_CONTROL : PERSONAL_CACHE_CONTROL,
      // The language comes from the lang cookie or Accept-Language (server.negotiateLang).
      vary: 'Accept-Encoding, Cookie, Accept-Language',
    });

    /**
     * One render, as a whole answer. Its inline scripts are marked with a random token while
     * rendering, so exactly those (and no script that content might smuggle in) get their
     * hashes into the answer's CSP; the token is then removed.
     */
    const renderAnswer = async (
      address: string,
      lang: string,
      suggestLang: string | undefined,
      currency: DisplayCurrency,
    ): Promise<Computed<CachedResponse>> => {
      const render = await opts.source.entry();
      const reads: PageReads = { tables: new Set(), public: true };
      const token = dev ? undefined : randomBytes(18).toString('base64url');
      const result = await pageReads.run(reads, () =>
        render.render({
          request: new Request(new URL(address, opts.config.publicUrl)),
          lang,
          suggestLang,
          currency,
          nonce: token,
          config: clientConfig,
        }),
      );
      const shared = reads.public && result.status < 500;
      let answer: CachedResponse;
      if (result.kind === 'redirect') {
        answer = cachedResponse(result.status, { ...pageHeaders(shared), location: result.location }, '');
      } else {
        const template = await opts.source.template(address);
        let page = fillTemplate(template, {
          '<html lang="en" dir="ltr">': `<html lang="${result.lang}" dir="${result.dir}">`,
          '<!--app-head-->': result.head,
          '<!--app-html-->': result.html,
          '<!--app-state-->': result.state,
        });
        const headers: Record<string, string> = {
          ...pageHeaders(shared),
          'content-type': 'text/html; charset=utf-8',
        };
        if (token) {
          const taken = takeInlineScripts(page, token);
          headers['content-security-policy'] = contentSecurityPolicy(
            [...templateScripts(template), ...taken.scripts],
            translateSources,
          );
          page = taken.page;
        }
        answer = cachedResponse(result.status, headers, page);
      }
      return {
        value: answer,
        // Development renders afresh each time, so edited code shows at once.
        ttlMs: shared && !dev ? LOCAL_TTL_MS : 0,
        tags: [...reads.tables],
        bytes: cachedBytes(answer),
      };
    };

    /**
     * What a request for a page asks for, read from its headers (a cache hit is answered before
     * cookies are parsed): the address and its language, the language a browser merely prefers
     * (offered as a link), the display currency, or another language's address to go to.
     */
    const pageRequest = (render: ServerEntry, request: FastifyRequest) => {
      const cookies = request.headers.cookie ? app.parseCookie(request.headers.cookie) : {};
      const address = pageAddress(request.url);
      const { lang } = splitLanguage(address);
      const chosen = CONTENT_LANGS.find((code) => code === cookies.lang);
      const redirectTo = lang === 'en' && chosen && chosen !== 'en' ? chosen : undefined;
      const preferred =
        lang === 'en' && !chosen ? render.negotiateLang(undefined, request.headers['accept-language']) : 'en';
      const cookieCurrency = cookies[CURRENCY_COOKIE];
      return {
        address,
        lang,
        redirectTo,
        suggestLang: preferred === 'en' ? undefined : preferred,
        currency: isDisplayCurrency(cookieCurrency) ? cookieCurrency : DEFAULT_DISPLAY_CURRENCY,
      };
    };
    const pageKey = (page: ReturnType<typeof pageRequest>) =>
      `page ${page.suggestLang ?? '-'} ${page.currency} ${page.address}`;

    /**
     * The address says the page's language (CONTRACT "Languages in addresses"). On an English
     * address, a language the visitor chose in the menu (the lang cookie) takes them to its
     * version of the same page; a browser's mere preference is only offered, as a link.
     */
    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const render = await opts.source.entry();
      const page = pageRequest(render, request);
      if (page.redirectTo) {
        return reply
          .code(302)
          .headers(pageHeaders(false))
          .header('location', localizedPath(page.redirectTo, request.url))
          .send();
      }
      const answer = await app.cache.local.wrap(pageKey(page), () =>
        renderAnswer(page.address, page.lang, page.suggestLang, page.currency),
      );
      return app.sendFromCache(request, reply, answer, (r) => {
        const next = pageRequest(render, r);
        return next.redirectTo ? null : pageKey(next);
      });
    };

    app.get('/*', renderPage);
    app.get('/', renderPage);
  },
);
