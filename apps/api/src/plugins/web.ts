import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { ServerEntry, Transport } from '@ochre/shared/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { scriptNonce } from './security';

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

/** The API, reached in-process through inject(): server-rendered pages load data without a network hop. */
function injectTransport(app: FastifyInstance): Transport {
  return async (input, init) => {
    const url = new URL(input);
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

const fill = (template: string, marker: string, value: string) => template.replace(marker, () => value);

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

    const entry = await opts.source.entry();
    entry.configureApi(injectTransport(app));
    const clientConfig = {
      publicUrl: opts.config.publicUrl,
      googleClientId: opts.config.google?.clientId ?? null,
    };

    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const render = await opts.source.entry();
      const lang = render.negotiateLang(request.cookies.lang, request.headers['accept-language']);
      const nonce = opts.config.env === 'development' ? undefined : scriptNonce(reply);
      const result = await render.render({
        request: new Request(new URL(request.url, opts.config.publicUrl), {
          headers: { 'accept-language': request.headers['accept-language'] ?? '' },
        }),
        lang,
        nonce,
        config: clientConfig,
      });
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);

      let html = await opts.source.template(request.url);
      html = fill(html, '<html lang="en" dir="ltr">', `<html lang="${result.lang}" dir="${result.dir}">`);
      html = fill(html, '<!--app-head-->', result.head);
      html = fill(html, '<!--app-html-->', result.html);
      html = fill(html, '<!--app-state-->', result.state);
      return reply
        .status(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .send(html);
    };

    app.get('/*', renderPage);
    app.get('/', renderPage);
  },
);
