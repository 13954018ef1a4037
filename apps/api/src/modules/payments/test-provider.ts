import { ServiceUnavailable } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { PAYMENT_MESSAGES } from './payment-errors';
import type { PaymentProvider } from './provider';

/**
 * Test mode (CONTRACT): used when PayPal is not configured. Nothing leaves the
 * server; a capture takes exactly what the attempt was created for, and a
 * refund gives back what it is asked to.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    clientId: null,
    async createOrder() {
      return { providerOrderId: `TEST-${newId(17).toUpperCase()}` };
    },
    async captureOrder({ providerOrderId, amountCents }) {
      return { status: 'COMPLETED', captureId: `${providerOrderId}-CAPTURE`, amountCents, currency: 'USD' };
    },
    // A test capture happens inside the request: one whose answer was lost never took anything.
    async getOrder() {
      return { status: 'APPROVED', capture: null };
    },
    async getCapture(captureId) {
      return { status: 'COMPLETED', captureId, amountCents: null, currency: 'USD' };
    },
    // Refunds are simulated: the same request id always gives the same refund.
    async refund({ requestId }) {
      const reference = requestId
        .replace(/[^a-z0-9]/gi, '')
        .slice(-12)
        .toUpperCase();
      return { refundId: `TEST-REFUND-${reference}`, status: 'COMPLETED' };
    },
  };
}

/**
 * PAYMENTS_TEST_MODE=0 without PayPal: test payments are refused, so nobody can mark an
 * order paid for free; orders and bookings stay as they are, unpaid, until PayPal is set up.
 */
export function createDisabledProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new ServiceUnavailable(PAYMENT_MESSAGES.unavailable);
  };
  return {
    name: 'test',
    clientId: null,
    disabled: true,
    createOrder: refuse,
    captureOrder: refuse,
    getOrder: refuse,
    getCapture: refuse,
    refund: refuse,
  };
}
