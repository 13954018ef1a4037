/**
 * Screenshots of pages in the system Chromium, for looking at what we build:
 *   node scripts/screenshot.mjs http://localhost:3000/ [--width 1440] [--height 900] [--full] [--lang ar]
 *     [--login email:password] [--out shot.png]
 * --login signs in through the API first and stores the session the way the site does.
 */
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const url = args.find((a) => /^https?:\/\//.test(a));
if (!url) {
  console.error(
    'usage: node scripts/screenshot.mjs URL [--width N] [--height N] [--full] [--lang xx] [--out file.png]',
  );
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const width = Number(option('width', '1440'));
const context = await browser.newContext({
  viewport: { width, height: Number(option('height', width < 600 ? '844' : '900')) },
  deviceScaleFactor: width < 600 ? 2 : 1,
  isMobile: width < 600,
  hasTouch: width < 600,
});
const lang = option('lang');
if (lang) await context.addCookies([{ name: 'lang', value: lang, url }]);
const login = option('login');
if (login) {
  const [email, ...rest] = login.split(':');
  const response = await fetch(new URL('/api/auth/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: rest.join(':') }),
  });
  if (!response.ok) {
    console.error(`login failed: ${response.status} ${await response.text()}`);
    process.exit(1);
  }
  const { data } = await response.json();
  const { token, ...user } = data;
  await context.addInitScript(
    ([t, u]) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
}
const page = await context.newPage();
page.on('console', (message) => {
  if (message.type() === 'error') console.error('console:', message.text());
});
page.on('pageerror', (error) => console.error('pageerror:', error.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(option('wait', '300')));
const out = option('out', '/tmp/shot.png');
await page.screenshot({ path: out, fullPage: args.includes('--full') });
console.log(out);
await browser.close();
