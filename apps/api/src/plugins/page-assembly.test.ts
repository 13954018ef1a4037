import { describe, expect, it } from 'vitest';
import { fillTemplate, takeInlineScripts, templateScripts } from './page-assembly';

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><!--app-head--><script>start()</script></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

describe('a page put together as bytes', () => {
  it('fills every placeholder, in any language, and leaves one without a part as it is', () => {
    const page = fillTemplate(TEMPLATE, {
      '<html lang="en" dir="ltr">': '<html lang="ar" dir="rtl">',
      '<!--app-head-->': '<title>مراكش</title>',
      '<!--app-html-->': '<p>Riad — “Dar” …</p>',
    });
    expect(page.toString()).toBe(
      '<!doctype html><html lang="ar" dir="rtl"><head><title>مراكش</title><script>start()</script></head>' +
        '<body><div id="root"><p>Riad — “Dar” …</p></div><!--app-state--></body></html>',
    );
  });

  it("takes the render's token out, and the text of each inline script that carried it", () => {
    const page = Buffer.from(
      '<head><script nonce="T" type="module" src="/a.js"></script></head><body>' +
        '<script type="application/json" nonce="T">{"name":"Café — “Atlas”"}</script>' +
        '<script nonce="T">window.x=1</script></body>',
    );
    const { page: cleaned, scripts } = takeInlineScripts(page, 'T');
    expect(cleaned.toString()).toBe(
      '<head><script type="module" src="/a.js"></script></head><body>' +
        '<script type="application/json">{"name":"Café — “Atlas”"}</script>' +
        '<script>window.x=1</script></body>',
    );
    // The script that loads a file has no text to allow.
    expect(scripts).toEqual(['{"name":"Café — “Atlas”"}', 'window.x=1']);
  });

  it("lists the template's own inline scripts, not those that load a file", () => {
    expect(
      templateScripts(`${TEMPLATE}<script src="/b.js"></script><script type="module">go()</script>`),
    ).toEqual(['start()', 'go()']);
  });
});
