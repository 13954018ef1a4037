import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  referenceId: string;
  body: Record<string, unknown>;
  capture?: { id: string; status: string; amount: { currency_code: string; value: string } };
}

interface FakeRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED';
  amount: { currency_code: string; value: string };
  noteToPayer: string | undefined;
}

type Issue =
  | 'INSTRUMENT_DECLINED'
  | 'ORDER_ALREADY_CAPTURED'
  | 'ORDER_NOT_APPROVED'
  | 'REFUND_AMOUNT_EXCEEDED'
  | 'CAPTURE_FULLY_REFUNDED';

export interface FakePaypal {
  url: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakeOrder>;
  /** Every request, in order: method, path and PayPal-Request-Id. */
  requests: { method: string; path: string; requestId: string | undefined }[];
  tokensIssued: number;
  /** Lifetime of the next tokens, in seconds. */
  tokenLifetime: number;
  /** The buyer approves the order in PayPal's window. */
  approve(id: string): void;
  /** The next `times` requests to `path` (a substring) fail with 500. */
  failNext(path: string, times: number): void;
  /** The next capture is refused with this issue. */
  refuseNextCapture(issue: Issue): void;
  /** The next capture takes this amount instead of the order's. */
  captureAmountOnce(value: string): void;
  /** The next capture is held for review: status PENDING, settled later by a webhook. */
  pendNextCapture(): void;
  /** A capture held for review is settled by PayPal: completed or denied (no webhook is sent). */
  settlePending(orderId: string, status: 'COMPLETED' | 'DENIED'): void;
  /** PayPal captures an approved order on its side (an answer we lost said otherwise), as the webhook will report. */
  captureNow(orderId: string): { id: string };
  /** The next capture takes the money, but its answer (and `times - 1` replays) never arrives. */
  loseCaptureAnswers(times: number): void;
  /** Refunds made, in order. */
  refunds: FakeRefund[];
  /** The webhook id whose deliveries verify; a delivery verifies when its signature is VALID_SIGNATURE. */
  webhookId: string;
  captures(): number;
  close(): Promise<void>;
}

const CLIENT_ID = 'fake-client-id';
export const VALID_SIGNATURE = 'fake-valid-signature';
const CLIENT_SECRET = 'fake-client-secret';
const DESCRIPTIONS: Record<Issue, string> = {
  INSTRUMENT_DECLINED:
    "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  ORDER_ALREADY_CAPTURED: 'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
  ORDER_NOT_APPROVED: 'Payer has not yet approved the Order for payment.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
};
const cents = (value: string) => Math.round(Number(value) * 100);

const id = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': id(13) });
  response.end(JSON.stringify(body));
}

function notFound(response: ServerResponse) {
  return send(response, 404, {
    name: 'RESOURCE_NOT_FOUND',
    details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
    message: 'The specified resource does not exist.',
    debug_id: id(13).toLowerCase(),
  });
}

function representation(order: FakeOrder) {
  return {
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: order.referenceId,
        amount: order.amount,
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
    links: [
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
    ],
  };
}

/**
 * A local stand-in for PayPal's REST API on 127.0.0.1, speaking the Orders v2
 * wire format: OAuth client credentials, create, capture (idempotent on
 * PayPal-Request-Id), show order, show and refund a capture (idempotent too),
 * and the error bodies PayPal sends.
 */
export async function startFakePaypal(): Promise<FakePaypal> {
  const orders = new Map<string, FakeOrder>();
  const requests: FakePaypal['requests'] = [];
  const tokens = new Map<string, number>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, number>();
  let refusal: Issue | null = null;
  let amountOverride: string | null = null;
  let pendNext = false;
  let captureCount = 0;
  let lostAnswers = 0;
  const refunds: FakeRefund[] = [];

  const fake: FakePaypal = {
    url: '',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    orders,
    requests,
    tokensIssued: 0,
    tokenLifetime: 32_400,
    approve(orderId) {
      const order = orders.get(orderId);
      if (order?.status === 'CREATED') order.status = 'APPROVED';
    },
    failNext(path, times) {
      failures.set(path, times);
    },
    refuseNextCapture(issue) {
      refusal = issue;
    },
    captureAmountOnce(value) {
      amountOverride = value;
    },
    pendNextCapture() {
      pendNext = true;
    },
    settlePending(orderId, status) {
      const capture = orders.get(orderId)?.capture;
      if (capture?.status === 'PENDING') capture.status = status;
    },
    captureNow(orderId) {
      const order = orders.get(orderId)!;
      captureCount++;
      order.status = 'COMPLETED';
      order.capture = { id: id(17), status: 'COMPLETED', amount: order.amount };
      return order.capture;
    },
    loseCaptureAnswers(times) {
      lostAnswers = times;
    },
    refunds,
    webhookId: 'WH-FAKE-1234567890',
    captures: () => captureCount,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const unprocessable = (issue: Issue) => ({
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue, description: DESCRIPTIONS[issue] }],
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: id(13).toLowerCase(),
    },
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const requestId = request.headers['paypal-request-id'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path, requestId });
    const body = await readBody(request);

    for (const [pattern, times] of failures) {
      if (times > 0 && path.includes(pattern)) {
        failures.set(pattern, times - 1);
        return send(response, 500, {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'An internal server error has occurred.',
          debug_id: id(13).toLowerCase(),
        });
      }
    }

    if (request.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
      if (request.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return send(response, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      const token = `A21AA${id(40)}`;
      tokens.set(token, Date.now() + fake.tokenLifetime * 1000);
      fake.tokensIssued++;
      return send(response, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: fake.tokenLifetime,
        nonce: `${new Date().toISOString()}${id(8)}`,
      });
    }

    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if ((tokens.get(bearer) ?? 0) < Date.now()) {
      return send(response, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }

    if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const payload = JSON.parse(body) as {
        transmission_sig?: string;
        webhook_id?: string;
        webhook_event?: unknown;
      };
      const valid =
        payload.transmission_sig === VALID_SIGNATURE &&
        payload.webhook_id === fake.webhookId &&
        Boolean(payload.webhook_event);
      return send(response, 200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
    }

    const replayKey = requestId ? `${path}:${requestId}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    const lose = () => {
      lostAnswers--;
      response.destroy();
    };
    if (replay)
      return lostAnswers > 0 && path.endsWith('/capture')
        ? lose()
        : send(response, replay.status, replay.body);
    const answer = (status: number, payload: unknown) => {
      if (replayKey) replays.set(replayKey, { status, body: payload });
      return send(response, status, payload);
    };

    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const payload = JSON.parse(body) as {
        intent: string;
        purchase_units: { reference_id: string; amount: FakeOrder['amount'] }[];
      };
      const unit = payload.purchase_units[0]!;
      const order: FakeOrder = {
        id: id(17),
        status: 'CREATED',
        amount: unit.amount,
        referenceId: unit.reference_id,
        body: payload as unknown as Record<string, unknown>,
      };
      orders.set(order.id, order);
      return answer(201, representation(order));
    }

    const captureMatch = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path);
    if (captureMatch) {
      const owner = [...orders.values()].find((o) => o.capture?.id === captureMatch[1]);
      const capture = owner?.capture;
      if (!capture) return notFound(response);
      if (request.method === 'GET' && !captureMatch[2]) {
        return send(response, 200, {
          ...capture,
          final_capture: true,
          supplementary_data: { related_ids: { order_id: owner.id } },
        });
      }
      if (request.method === 'POST' && captureMatch[2]) {
        const payload = JSON.parse(body || '{}') as {
          amount?: { currency_code: string; value: string };
          note_to_payer?: string;
        };
        const taken = cents(capture.amount.value);
        const given = refunds
          .filter((refund) => refund.captureId === capture.id)
          .reduce((sum, refund) => sum + cents(refund.amount.value), 0);
        const amount = payload.amount ?? { currency_code: 'USD', value: ((taken - given) / 100).toFixed(2) };
        if (capture.status !== 'COMPLETED' || given >= taken) {
          const refused = unprocessable('CAPTURE_FULLY_REFUNDED');
          return answer(refused.status, refused.body);
        }
        if (cents(amount.value) > taken - given) {
          const refused = unprocessable('REFUND_AMOUNT_EXCEEDED');
          return answer(refused.status, refused.body);
        }
        const refund: FakeRefund = {
          id: id(17),
          captureId: capture.id,
          status: 'COMPLETED',
          amount,
          noteToPayer: payload.note_to_payer,
        };
        refunds.push(refund);
        return answer(201, {
          id: refund.id,
          status: refund.status,
          amount: refund.amount,
          note_to_payer: refund.noteToPayer,
          links: [{ href: `${fake.url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' }],
        });
      }
      return send(response, 405, { name: 'METHOD_NOT_SUPPORTED' });
    }

    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match ? orders.get(match[1]!) : undefined;
    if (!match || !order) return notFound(response);
    if (request.method === 'GET' && !match[2]) return send(response, 200, representation(order));

    if (request.method === 'POST' && match[2]) {
      if (refusal) {
        const refused = unprocessable(refusal);
        refusal = null;
        return answer(refused.status, refused.body);
      }
      if (order.status === 'COMPLETED') {
        const refused = unprocessable('ORDER_ALREADY_CAPTURED');
        return answer(refused.status, refused.body);
      }
      if (order.status !== 'APPROVED') {
        const refused = unprocessable('ORDER_NOT_APPROVED');
        return answer(refused.status, refused.body);
      }
      captureCount++;
      order.status = 'COMPLETED';
      const amount = amountOverride ? { ...order.amount, value: amountOverride } : order.amount;
      amountOverride = null;
      order.capture = { id: id(17), status: pendNext ? 'PENDING' : 'COMPLETED', amount };
      pendNext = false;
      if (replayKey) replays.set(replayKey, { status: 201, body: representation(order) });
      if (lostAnswers > 0) return lose();
      return answer(201, representation(order));
    }
    return send(response, 405, { name: 'METHOD_NOT_SUPPORTED' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
