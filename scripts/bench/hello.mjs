/**
 * The reference every figure is printed beside: a Fastify hello-world on this machine,
 * with Fastify's defaults and nothing else. Listens on PORT (printed when ready).
 * `/page` is the phone figures' reference: the smallest page a site could send (a heading, a
 * line and the home page's first picture, no stylesheet, no script), so that Lighthouse's
 * figures for Ochre's pages read against what this machine gives any page.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const picture = readFileSync(new URL('../../apps/api/seed/images/site/hero-1-960.webp', import.meta.url));
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hello</title>
<meta name="description" content="The smallest page, for reference.">
</head>
<body>
<h1>Hello, world</h1>
<p>The smallest page a site could send, measured beside Ochre's own.</p>
<img src="/picture.webp" width="960" height="540" alt="Jemaa el-Fna square at dusk" style="width:100%;height:auto" fetchpriority="high">
</body>
</html>
`;

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
app.get('/picture.webp', (_request, reply) => reply.type('image/webp').send(picture));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ready ${app.server.address().port}`);
