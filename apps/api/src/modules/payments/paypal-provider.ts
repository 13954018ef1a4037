import type { FastifyBaseLogger } from 'fastify';
import {
  type CaptureResult,
  type PaymentFailure,
  type PaymentProvider,
  PaymentProviderError,
  type SettledCapture,
  type WebhookNotification,
} from './provider';

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com, without a trailing slash. */
  apiBase: string;
  /** The id of the webhook PayPal signs deliveries for; without it webhooks are not accepted. */
  webhookId?: string | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tries per request when PayPal answers 5xx or not at all; every try carries the same PayPal-Request-Id. */
  attempts?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
}

/** The parts of a PayPal Orders v2 order we read. */
interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: {
    payments?: {
      captures?: { id: string; status: string; amount?: { currency_code: string; value: string } }[];
    };
  }[];
}

interface PaypalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string }[];
}

interface PaypalCapture {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
}

const FAILURES: Record<string, PaymentFailure> = {
  INVALID_RESOURCE_ID: 'not-found',
  RESOURCE_NOT_FOUND: 'not-found',
  INSTRUMENT_DECLINED: 'declined',
  PAYER_ACTION_REQUIRED: 'declined',
  ORDER_NOT_APPROVED: 'not-approved',
  ORDER_ALREADY_CAPTURED: 'already-captured',
};

const money = (cents: number) => ({ currency_code: 'USD', value: (cents / 100).toFixed(2) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function centsOf(value: string | undefined): number | null {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) ? Math.round(number * 100) : null;
}

function captureResult(capture: PaypalCapture): CaptureResult {
  return {
    status: capture.status,
    captureId: capture.id,
    amountCents: centsOf(capture.amount?.value),
    currency: capture.amount?.currency_code ?? null,
  };
}

function captureOf(order: PaypalOrder): CaptureResult {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  return capture
    ? captureResult(capture)
    : { status: order.status, captureId: null, amountCents: null, currency: null };
}

interface CaptureEvent {
  event_type?: string;
  resource?: {
    id?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

const SETTLED: Record<string, 'COMPLETED' | 'DENIED'> = {
  'PAYMENT.CAPTURE.COMPLETED': 'COMPLETED',
  'PAYMENT.CAPTURE.DENIED': 'DENIED',
};

/** A PayPal capture webhook (completed or denied after review) in our terms. */
function settledCaptureOf(event: unknown): SettledCapture | null {
  const { event_type: type, resource } = (event ?? {}) as CaptureEvent;
  const status = type ? SETTLED[type] : undefined;
  const providerOrderId = resource?.supplementary_data?.related_ids?.order_id;
  if (!status || !providerOrderId) return null;
  const value = Number(resource?.amount?.value);
  return {
    providerOrderId,
    captureId: resource?.id ?? null,
    status,
    amountCents: Number.isFinite(value) ? Math.round(value * 100) : null,
    currency: resource?.amount?.currency_code ?? null,
  };
}

/**
 * PayPal Orders v2 over its REST API: an OAuth client-credentials token kept
 * until shortly before it expires, orders created with our amount and its
 * breakdown, and captures sent with a PayPal-Request-Id so that a retry
 * replays the first capture instead of charging again.
 */
export function createPaypalProvider(options: PaypalOptions): PaymentProvider {
  const { apiBase, log, attempts = 3, retryDelayMs = 300, timeoutMs = 10_000 } = options;
  let token: { value: string; expiresAt: number } | null = null;
  let fetchingToken: Promise<string> | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    fetchingToken ??= (async () => {
      try {
        const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
        const response = await fetch(`${apiBase}/v1/oauth2/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${credentials}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: 'grant_type=client_credentials',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await response.json().catch(() => ({}))) as {
          access_token?: string;
          expires_in?: number;
        };
        if (!response.ok || !body.access_token) {
          throw new PaymentProviderError(
            response.status >= 500 ? 'unavailable' : 'rejected',
            `PayPal did not issue an access token (${response.status}).`,
            { status: response.status },
          );
        }
        // Renewed a minute early, so a token never runs out in the middle of a request.
        const lifetimeMs = Math.max(0, (body.expires_in ?? 0) - 60) * 1000;
        token = { value: body.access_token, expiresAt: Date.now() + lifetimeMs };
        return body.access_token;
      } finally {
        fetchingToken = null;
      }
    })();
    return fetchingToken;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    { body, requestId }: { body?: unknown; requestId?: string } = {},
  ): Promise<T> {
    let lastError: PaymentProviderError | undefined;
    let renewedToken = false;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(retryDelayMs * (attempt - 1));
      let response: Response;
      try {
        response = await fetch(`${apiBase}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            accept: 'application/json',
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            ...(requestId ? { 'paypal-request-id': requestId } : {}),
            prefer: 'return=representation',
          },
          body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (error instanceof PaymentProviderError && error.failure !== 'unavailable') throw error;
        lastError =
          error instanceof PaymentProviderError
            ? error
            : new PaymentProviderError('unavailable', `PayPal did not answer: ${(error as Error).message}`);
        log.warn({ path, attempt, err: lastError }, 'paypal request failed; retrying');
        continue;
      }

      const payload = (await response.json().catch(() => ({}))) as T & PaypalErrorBody;
      if (response.ok) return payload;
      // An expired or revoked token: fetch a new one once and try again.
      if (response.status === 401 && !renewedToken) {
        renewedToken = true;
        token = null;
        attempt--;
        continue;
      }
      const issue = payload.details?.[0]?.issue ?? payload.name;
      const details = { status: response.status, issue, debugId: payload.debug_id };
      if (response.status >= 500) {
        lastError = new PaymentProviderError('unavailable', `PayPal answered ${response.status}.`, details);
        log.warn({ path, attempt, ...details }, 'paypal server error; retrying');
        continue;
      }
      throw new PaymentProviderError(
        (issue && FAILURES[issue]) || 'rejected',
        payload.details?.[0]?.description ?? payload.message ?? `PayPal answered ${response.status}.`,
        details,
      );
    }
    throw lastError ?? new PaymentProviderError('unavailable', 'PayPal did not answer.');
  }

  const { webhookId } = options;

  // PayPal checks its own signature: certificate, algorithm and our webhook id.
  async function verifyWebhook(notification: WebhookNotification): Promise<boolean> {
    const result = await call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        body: {
          auth_algo: notification.authAlgo,
          cert_url: notification.certUrl,
          transmission_id: notification.transmissionId,
          transmission_sig: notification.transmissionSig,
          transmission_time: notification.transmissionTime,
          webhook_id: webhookId,
          webhook_event: notification.event,
        },
      },
    );
    return result.verification_status === 'SUCCESS';
  }

  return {
    name: 'paypal',
    clientId: options.clientId,

    ...(webhookId ? { webhook: { verify: verifyWebhook, settledCapture: settledCaptureOf } } : {}),

    async createOrder({ referenceId, description, amount, requestId }) {
      const adds = amount.itemsCents + amount.shippingCents + amount.taxCents === amount.totalCents;
      const order = await call<PaypalOrder>('POST', '/v2/checkout/orders', {
        requestId,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: referenceId,
              custom_id: referenceId,
              description: description.slice(0, 127),
              amount: {
                ...money(amount.totalCents),
                // PayPal checks the breakdown adds up; a part payment sends the amount alone.
                ...(adds
                  ? {
                      breakdown: {
                        item_total: money(amount.itemsCents),
                        shipping: money(amount.shippingCents),
                        tax_total: money(amount.taxCents),
                      },
                    }
                  : {}),
              },
            },
          ],
          application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
        },
      });
      return { providerOrderId: order.id };
    },

    async captureOrder({ providerOrderId, requestId }) {
      const path = `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`;
      try {
        return captureOf(await call<PaypalOrder>('POST', `${path}/capture`, { requestId }));
      } catch (error) {
        // Captured by an earlier request we never heard back from: read what was taken.
        if (error instanceof PaymentProviderError && error.failure === 'already-captured') {
          log.info({ providerOrderId, debugId: error.details.debugId }, 'paypal order already captured');
          return captureOf(await call<PaypalOrder>('GET', path));
        }
        throw error;
      }
    },

    async getOrder(providerOrderId) {
      const order = await call<PaypalOrder>(
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`,
      );
      const captured = Boolean(order.purchase_units?.[0]?.payments?.captures?.length);
      return { status: order.status, capture: captured ? captureOf(order) : null };
    },

    async getCapture(captureId) {
      return captureResult(
        await call<PaypalCapture>('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`),
      );
    },

    async refund({ captureId, amountCents, requestId, note }) {
      const refund = await call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { requestId, body: { amount: money(amountCents), note_to_payer: note.slice(0, 255) || undefined } },
      );
      return { refundId: refund.id, status: refund.status };
    },
  };
}
