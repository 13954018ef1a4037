import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArticleSite, startArticleSite } from '../../../test/helpers/article-site';
import { isPrivateAddress } from './address-policy';
import { GenerationError } from './generation-error';
import { FETCH_LIMITS, type FetchOptions, fetchPage } from './safe-fetch';

let site: ArticleSite;
beforeAll(async () => {
  site = await startArticleSite();
});
afterAll(() => site.close());

/** Reading the test site needs the allow flag: it lives on 127.0.0.1. */
const allowed: FetchOptions = { allowPrivate: true };
/** The real policy, except that the test site's address counts as being on the internet. */
const siteIsPublic: FetchOptions = {
  allowPrivate: false,
  isBlocked: (address) => address !== '127.0.0.1' && isPrivateAddress(address),
};

async function refusal(address: string, options: FetchOptions): Promise<string> {
  const error = await fetchPage(address, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return (error as GenerationError).message;
}

describe('fetchPage', () => {
  it('has the limits of the issue: 10 seconds, 2 MB, 5 redirects', () => {
    expect(FETCH_LIMITS).toEqual({ timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 });
  });

  it('reads an HTML page', async () => {
    const page = await fetchPage(`${site.origin}/articles/majorelle`, allowed);
    expect(page.url).toBe(`${site.origin}/articles/majorelle`);
    expect(page.html).toContain('Jardin Majorelle');
    const request = site.requests.at(-1)!;
    expect(request.headers['user-agent']).toMatch(/OchreArticleGenerator/);
  });

  it('follows a chain of five redirects and reports where it ended', async () => {
    const page = await fetchPage(`${site.origin}/hop/5`, allowed);
    expect(page.url).toBe(`${site.origin}/articles/tanjia`);
    expect(page.html).toContain('Tanjia');
  });

  it('refuses a sixth redirect', async () => {
    expect(await refusal(`${site.origin}/hop/6`, allowed)).toBe('The page redirected more than 5 times.');
  });

  it('decompresses gzip and decodes the declared character set', async () => {
    expect((await fetchPage(`${site.origin}/gzip/airport`, allowed)).html).toContain('Menara Airport');
    expect((await fetchPage(`${site.origin}/latin1`, allowed)).html).toContain('Café culture');
  });

  it('refuses what is not HTML', async () => {
    expect(await refusal(`${site.origin}/guide.pdf`, allowed)).toBe(
      'The address is not a web page (it is application/pdf); only HTML pages can be used.',
    );
    expect(await refusal(`${site.origin}/no-type`, allowed)).toMatch(/only HTML pages can be used/);
  });

  it('stops reading a page beyond 2 MB and hangs up', async () => {
    expect(await refusal(`${site.origin}/huge`, allowed)).toBe(
      'The page is larger than 2 MB, the most we read.',
    );
    await expect.poll(() => site.hugeAborted()).toBe(true);
    expect(await refusal(`${site.origin}/huge-declared`, allowed)).toBe(
      'The page is larger than 2 MB, the most we read.',
    );
  });

  it('gives up on a page that does not finish in time', async () => {
    const started = Date.now();
    expect(await refusal(`${site.origin}/slow`, { ...allowed, limits: { timeoutMs: 800 } })).toBe(
      'The page took longer than 0.8 seconds to load.',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('explains HTTP errors and unreachable sites', async () => {
    expect(await refusal(`${site.origin}/missing`, allowed)).toBe(
      'The page answered with HTTP 404 instead of an article.',
    );
    expect(await refusal('http://127.0.0.1:1/', allowed)).toBe('The site 127.0.0.1 refused the connection.');
    expect(await refusal('http://no-such-host.invalid/', { allowPrivate: false })).toBe(
      'The site no-such-host.invalid could not be found.',
    );
  });

  it('passes a cancellation through untouched', async () => {
    const controller = new AbortController();
    const pending = fetchPage(`${site.origin}/slow`, { ...allowed, signal: controller.signal });
    controller.abort(new Error('shutting down'));
    await expect(pending).rejects.toThrow('shutting down');
  });
});

describe('fetchPage refusals (private addresses not allowed)', () => {
  const privateRefusal =
    'This address leads to a private or local network, which the generator may not fetch.';
  const strict: FetchOptions = { allowPrivate: false };

  it('refuses schemes other than http and https', async () => {
    expect(await refusal('file:///etc/passwd', strict)).toBe(
      'Only http and https addresses can be fetched (this one is file).',
    );
    expect(await refusal('ftp://example.com/guide.html', strict)).toMatch(/Only http and https/);
    expect(await refusal('gopher://127.0.0.1:70/', strict)).toMatch(/Only http and https/);
    expect(await refusal('http://user:secret@example.com/', strict)).toBe(
      'Addresses with a user name or password cannot be fetched.',
    );
  });

  it.each([
    ['loopback', () => `${site.origin}/articles/majorelle`],
    ['loopback written in hex', () => `http://0x7f000001:${site.port}/articles/majorelle`],
    ['IPv6 loopback', () => `http://[::1]:${site.port}/articles/majorelle`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${site.port}/`],
    ['a private network', () => 'http://10.0.0.8/admin'],
    ['another private network', () => 'http://192.168.1.1/'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a name that resolves to loopback', () => `http://localhost:${site.port}/articles/majorelle`],
  ])('refuses %s before connecting', async (_label, address) => {
    const before = site.requests.length;
    expect(await refusal(address(), strict)).toBe(privateRefusal);
    expect(site.requests.length).toBe(before);
  });

  it('refuses names whose DNS answers point inside, even alongside a public one', async () => {
    const resolve = async (hostname: string) =>
      hostname === 'intranet.example'
        ? [{ address: '10.1.2.3', family: 4 as const }]
        : [
            { address: '93.184.216.34', family: 4 as const },
            { address: '169.254.169.254', family: 4 as const },
          ];
    expect(await refusal('http://intranet.example/', { ...strict, resolve })).toBe(privateRefusal);
    expect(await refusal('https://mixed.example/', { ...strict, resolve })).toBe(privateRefusal);
  });

  it('says a name is unknown when DNS gives it no address', async () => {
    expect(await refusal('http://empty.example/', { ...strict, resolve: async () => [] })).toBe(
      'The site empty.example could not be found.',
    );
  });

  it('connects to the very address it checked', async () => {
    // "news.example" resolves (here) to the test site, which counts as public for this test.
    const resolve = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const page = await fetchPage(`http://news.example:${site.port}/articles/airport`, {
      ...siteIsPublic,
      resolve,
    });
    expect(page.html).toContain('Menara Airport');
    expect(site.requests.at(-1)!.headers.host).toBe(`news.example:${site.port}`);
  });

  it.each([
    ['127.0.0.2', () => `http://127.0.0.2:${site.port}/articles/majorelle`],
    ['10.x', () => 'http://10.0.0.1/'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['file://', () => 'file:///etc/passwd'],
  ])('refuses a redirect into %s', async (_label, target) => {
    const expected = target().startsWith('file:')
      ? 'Only http and https addresses can be fetched (this one is file).'
      : privateRefusal;
    const before = site.requests.length;
    expect(await refusal(`${site.origin}/redirect?to=${encodeURIComponent(target())}`, siteIsPublic)).toBe(
      expected,
    );
    // The first hop was read; the redirect's target never was.
    expect(site.requests.length).toBe(before + 1);
  });
});
