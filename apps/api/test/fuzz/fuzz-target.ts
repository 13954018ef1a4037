import { activityImportRow } from '@ochre/shared/schemas/activity-import';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../src/plugins/route-table';
import { bearer, createTestApp, type TestApp } from '../helpers/app';
import { reserveActivity } from '../helpers/bookings';
import { startLocalServer } from '../helpers/local-server';
import { testPicture } from '../helpers/multipart';
import { placeOrder } from '../helpers/orders';
import type { RequestContext, Role } from './requests';
import { jsonSchemaOf } from './schema-values';

export interface FuzzTarget {
  t: TestApp;
  /** Every route of the app but the automatic HEAD twins of GET routes. */
  routes: RouteEntry[];
  context: RequestContext;
  authorization(role: Role): Record<string, string>;
  close(): Promise<void>;
}

const ADMIN = { email: 'fuzz-admin@example.com', password: 'fuzz-admin-password-1' };
const CUSTOMER = {
  name: 'Fuzz Customer',
  email: 'fuzz-customer@example.com',
  password: 'fuzz-customer-password-1',
};

async function tokenFrom(app: FastifyInstance, url: string, payload: object): Promise<string> {
  const response = await app.inject({ method: 'POST', url, payload });
  if (response.statusCode >= 300) throw new Error(`${url} refused: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

/** Keys whose values name records: what path parameters and references should sometimes hit. */
const REFERENCE = /^(_id|id|slug|token|paymentToken|destination|product|.+Id)$/;

function references(value: unknown): string[] {
  const found = new Set<string>();
  const queue = [value];
  for (let next = 0; next < queue.length && found.size < 200; next++) {
    const node = queue[next];
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'string' && child && REFERENCE.test(key)) found.add(child);
      else queue.push(child);
    }
  }
  return [...found];
}

/**
 * The app as production runs it, on its own database with the demo catalogue, a customer
 * and an admin signed in through the real auth endpoints, and a few orders and bookings
 * to point at. Outside services stay offline: Google sign-in checks tokens against a local
 * key set, e-mails go to the outbox folder, and the article generator takes no work.
 */
export async function createFuzzTarget(): Promise<FuzzTarget> {
  const googleKeys = await startLocalServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"keys":[]}');
  });
  const t = await createTestApp({
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'true',
    GOOGLE_CLIENT_ID: 'fuzz.apps.googleusercontent.com',
    GOOGLE_CERTS_URL: `${googleKeys.origin}/certs`,
  });

  const tokens: Record<'customer' | 'admin', string> = {
    customer: await tokenFrom(t.app, '/api/auth/register', CUSTOMER),
    admin: await tokenFrom(t.app, '/api/auth/login', ADMIN),
  };

  const list = async (url: string, token?: string) =>
    (await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).json() as {
      data: { _id: string }[];
    };
  const [product] = (await list('/api/products')).data;
  const [activity] = (await list('/api/activities')).data;
  if (!product || !activity) throw new Error('the demo catalogue is missing');
  await placeOrder(t.app, tokens.customer, [{ product: product._id, qty: 1 }]);
  await reserveActivity(t.app, tokens.customer, activity._id);

  const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD');
  const known = new Map<string, string[]>();
  for (const route of routes) {
    if (route.method !== 'GET' || !route.url.startsWith('/api/') || route.url.includes(':')) continue;
    const values = new Set<string>();
    for (const token of [tokens.admin, tokens.customer]) {
      const response = await t.app.inject({ method: 'GET', url: route.url, headers: bearer(token) });
      if (!String(response.headers['content-type']).includes('json')) continue;
      for (const value of references(response.json())) values.add(value);
    }
    if (values.size > 0) known.set(route.url, [...values]);
  }

  return {
    t,
    routes,
    context: {
      known,
      picture: await testPicture(32, 32),
      importRow: jsonSchemaOf(activityImportRow),
    },
    authorization(role) {
      return role === 'customer' || role === 'admin' ? bearer(tokens[role]) : {};
    },
    async close() {
      await t.close();
      await googleKeys.close();
    },
  };
}
