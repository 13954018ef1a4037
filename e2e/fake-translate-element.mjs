/**
 * A stand-in for Google's translate element on 127.0.0.1 for the browser tests:
 * /translate_a/element.js defines `google.translate.TranslateElement`, which draws
 * the same language select (class goog-te-combo) into its element, then calls back
 * the function its address names in `cb`, as the real script does.
 */
import { createServer } from 'node:http';

const SCRIPT = `(() => {
  const cb = new URL(document.currentScript.src).searchParams.get('cb');
  function TranslateElement(options, id) {
    const select = document.createElement('select');
    select.className = 'goog-te-combo';
    select.setAttribute('aria-label', 'Select Language');
    for (const [value, label] of [['', 'Select Language'], ['de', 'German'], ['it', 'Italian']]) {
      select.append(new Option(label, value));
    }
    select.addEventListener('change', () => {
      document.documentElement.dataset.translatedTo = select.value;
    });
    document.getElementById(id).append(select);
    this.pageLanguage = options.pageLanguage;
  }
  window.google = { translate: { TranslateElement } };
  window[cb]();
})();`;

export function startFakeTranslateElement() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/translate_a/element.js') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    res.end(SCRIPT);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        scriptUrl: `http://127.0.0.1:${port}/translate_a/element.js?cb=googleTranslateElementInit`,
        close: () => server.close(),
      });
    });
  });
}
