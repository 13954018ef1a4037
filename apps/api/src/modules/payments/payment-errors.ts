import { orderLifecycleMessages } from '@ochre/shared/rules/order-lifecycle';
import { AppError, Conflict, UpstreamError } from '../../lib/errors';
import type { PaymentProviderError } from './provider';

/** SPEC §8 Payment messages, and the few the server adds. */
export const PAYMENT_MESSAGES = {
  success: 'Payment successful!',
  createFailed: 'Failed to create PayPal order.',
  failed: 'Payment failed.',
  tryAgain: 'Payment failed. Please try again.',
  transaction: 'An error occurred during the PayPal transaction.',
  alreadyPaid: orderLifecycleMessages.alreadyPaid,
  inProgress: 'A payment for this order is already being processed. Please wait a moment.',
  unknownPayment: 'We could not find this payment.',
  refundedLate:
    'Your payment arrived after this order could no longer be honoured, so it has been refunded in full. We have sent you an e-mail.',
  pending: 'PayPal is reviewing this payment. We will confirm your order by e-mail as soon as it clears.',
  unavailable:
    'Online payment is not available on this site right now. Your booking or order is kept, unpaid: please contact us to pay.',
} as const;

/** A provider's refusal as the answer the buyer sees. 402 tells PayPal's buttons to offer another way to pay. */
export function captureFailure(error: PaymentProviderError): AppError {
  switch (error.failure) {
    case 'declined':
      return new AppError(402, PAYMENT_MESSAGES.tryAgain);
    case 'not-approved':
      return new AppError(422, PAYMENT_MESSAGES.tryAgain);
    case 'already-captured':
      return new Conflict(PAYMENT_MESSAGES.alreadyPaid);
    case 'unavailable':
      return new UpstreamError(PAYMENT_MESSAGES.transaction);
    default:
      return new UpstreamError(PAYMENT_MESSAGES.failed);
  }
}
