import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type LocalServer, startLocalServer } from './local-server';

const page = (name: string) =>
  readFileSync(new URL(`../fixtures/pages/${name}.html`, import.meta.url), 'utf8');

/** The three article-like pages in test/fixtures/pages. */
export const ARTICLE_PAGES = {
  majorelle: page('majorelle-morning'),
  tanjia: page('tanjia-guide'),
  airport: page('airport-transfer'),
} as const;

export interface ArticleSite extends LocalServer {
  /** Whether the client hung up before /huge was sent in full. */
  hugeAborted: () => boolean;
}

const html = 'text/html; charset=utf-8';

/**
 * A small web site on 127.0.0.1 for the generator to read: article pages, a
 * redirect chain, a PDF, a 20 MB page, a page that never finishes, a page with NUL
 * characters, and more.
 */
export async function startArticleSite(): Promise<ArticleSite> {
  let hugeAborted = false;
  const site = await startLocalServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const path = url.pathname;
    const article = /^\/articles\/(\w+)$/.exec(path)?.[1] as keyof typeof ARTICLE_PAGES | undefined;
    if (article && article in ARTICLE_PAGES) {
      response.writeHead(200, { 'content-type': html }).end(ARTICLE_PAGES[article]);
      return;
    }
    const hops = /^\/hop\/(\d+)$/.exec(path)?.[1];
    if (hops !== undefined) {
      const left = Number(hops);
      response.writeHead(302, { location: left > 1 ? `/hop/${left - 1}` : '/articles/tanjia' }).end();
      return;
    }
    switch (path) {
      case '/gzip/airport':
        response
          .writeHead(200, { 'content-type': html, 'content-encoding': 'gzip' })
          .end(gzipSync(ARTICLE_PAGES.airport));
        return;
      case '/latin1':
        response
          .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
          .end(
            Buffer.from(
              `<html><head><title>Caf\xe9 culture</title></head><body><article><h1>Caf\xe9 culture in Gueliz</h1>${'<p>Les caf\xe9s de Gueliz sont pleins le matin, et le caf\xe9 noir y est servi tr\xe8s fort avec un verre d&apos;eau.</p>'.repeat(4)}</article></body></html>`,
              'latin1',
            ),
          );
        return;
      case '/redirect':
        response.writeHead(301, { location: url.searchParams.get('to') ?? '/' }).end();
        return;
      case '/nul':
        // NUL characters in a page's text, which PostgreSQL cannot store.
        response
          .writeHead(200, { 'content-type': html })
          .end(ARTICLE_PAGES.tanjia.replaceAll('Tanjia', 'Tan\0jia').replaceAll('. ', '.\0 '));
        return;
      case '/guide.pdf':
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
        return;
      case '/no-type':
        response.writeHead(200).end('<p>no content type</p>');
        return;
      case '/huge': {
        response.writeHead(200, { 'content-type': html });
        response.on('close', () => {
          if (!response.writableFinished) hugeAborted = true;
        });
        const chunk = `<p>${'Marrakech '.repeat(6500)}</p>`;
        for (let i = 0; i < 300 && !response.destroyed; i++) {
          if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
        }
        response.end();
        return;
      }
      case '/huge-declared':
        response.writeHead(200, { 'content-type': html, 'content-length': String(5 * 1024 * 1024) });
        response.write('<html>');
        return;
      case '/slow':
        // Headers at once, then nothing: only the client's deadline ends this.
        response.writeHead(200, { 'content-type': html });
        response.write('<html><head><title>Slow</title>');
        return;
      case '/missing':
        response.writeHead(404, { 'content-type': html }).end('<h1>Not found</h1>');
        return;
      case '/empty':
        response
          .writeHead(200, { 'content-type': html })
          .end('<html><body><nav><a href="/">Home</a></nav><p>Coming soon.</p></body></html>');
        return;
      default:
        response.writeHead(404).end();
    }
  });
  return Object.assign(site, { hugeAborted: () => hugeAborted });
}
