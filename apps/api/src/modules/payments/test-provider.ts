import { newId } from '../../lib/ids';
import type { PaymentProvider } from './provider';

/**
 * Test mode (CONTRACT): used when PayPal is not configured. Nothing leaves the
 * server; a capture takes exactly what the attempt was created for.
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
  };
}
