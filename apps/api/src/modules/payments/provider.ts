/**
 * The one payment-provider interface. PayPal (Orders v2) and the built-in test
 * mode implement it; the payments service never talks to a provider otherwise.
 */

export type PaymentProviderName = 'paypal' | 'test';

/** How an order says it was (or will be) paid. */
export function paymentMethodLabel(provider: PaymentProviderName): string {
  return provider === 'paypal' ? 'PayPal' : 'Test payment';
}

export interface PaymentAmount {
  totalCents: number;
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
}

export interface CreateProviderOrder {
  /** Our order id, echoed back by the provider. */
  referenceId: string;
  description: string;
  amount: PaymentAmount;
  /** Makes a retried create return the same provider order. */
  requestId: string;
}

export interface CaptureProviderOrder {
  providerOrderId: string;
  /** The same on every retry of one attempt, so the money is taken at most once. */
  requestId: string;
  /** What this attempt was created for: the test provider takes exactly that, PayPal reports its own. */
  amountCents: number;
}

/** What the provider says it took. The payments service decides whether that pays the order. */
export interface CaptureResult {
  status: string;
  captureId: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** A provider order as it stands: its status and the capture made on it, if any. */
export interface ProviderOrderState {
  /** CREATED, APPROVED, COMPLETED, VOIDED… */
  status: string;
  capture: CaptureResult | null;
}

export interface RefundCapture {
  captureId: string;
  amountCents: number;
  /** The idempotency key: a retried refund with the same id gives back the money once. */
  requestId: string;
  note: string;
}

export interface RefundResult {
  refundId: string;
  /** COMPLETED, PENDING (the provider still moves it), FAILED or CANCELLED. */
  status: string;
}

/** A webhook delivery as received: the provider's signature headers and the event. */
export interface WebhookNotification {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
  event: unknown;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser's PayPal buttons; null in test mode. */
  readonly clientId: string | null;
  /** Set when online payment is switched off (PAYMENTS_TEST_MODE=0 without PayPal): nothing may be paid. */
  readonly disabled?: true;
  createOrder(input: CreateProviderOrder): Promise<{ providerOrderId: string }>;
  captureOrder(input: CaptureProviderOrder): Promise<CaptureResult>;
  /** What the provider knows of an order (the reconciler asks when an answer was lost). */
  getOrder(providerOrderId: string): Promise<ProviderOrderState>;
  /** A capture as it stands now (a pending one may since have completed or been denied). */
  getCapture(captureId: string): Promise<CaptureResult>;
  refund(input: RefundCapture): Promise<RefundResult>;
  /** Present when the provider sends signed webhooks we can check (PayPal with PAYPAL_WEBHOOK_ID). */
  readonly webhook?: {
    verify(notification: WebhookNotification): Promise<boolean>;
    /** The capture an event reports as settled, or null for events we do not act on. */
    settledCapture(event: unknown): SettledCapture | null;
  };
}

export interface SettledCapture {
  providerOrderId: string;
  captureId: string | null;
  status: 'COMPLETED' | 'DENIED';
  amountCents: number | null;
  currency: string | null;
}

export type PaymentFailure =
  /** The buyer's card or account was refused; they may choose another. */
  | 'declined'
  /** The buyer has not approved the payment yet. */
  | 'not-approved'
  /** Captured before, and what was captured could not be read back. */
  | 'already-captured'
  /** The provider did not answer usefully (5xx, timeout, network). */
  | 'unavailable'
  /** The provider does not know this order or capture. */
  | 'not-found'
  /** Any other refusal. */
  | 'rejected';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly failure: PaymentFailure,
    message: string,
    readonly details: { status?: number; issue?: string; debugId?: string } = {},
  ) {
    super(message);
  }
}
