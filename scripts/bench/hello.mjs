/**
 * The reference every figure is printed beside: a Fastify hello-world on this machine,
 * with Fastify's defaults and nothing else. Listens on PORT (printed when ready).
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ready ${app.server.address().port}`);
