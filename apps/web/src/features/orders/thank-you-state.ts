import { ORDER_KINDS, type OrderKind } from '@ochre/shared/schemas/orders';

/**
 * What a finished payment hands to /thank-you as navigation state (SPEC §2
 * Thank-you). Reservation confirmations add their own variant to this union
 * (`{ reservationData, type }`) and a branch to `readThankYouState`.
 */
export type ThankYouState = { orderId: string; orderNumber: string; type: OrderKind };

export function readThankYouState(state: unknown): ThankYouState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { orderId, orderNumber, type } = state as Record<string, unknown>;
  if (typeof orderId === 'string' && orderId && typeof orderNumber === 'string') {
    return {
      orderId,
      orderNumber,
      type: ORDER_KINDS.includes(type as OrderKind) ? (type as OrderKind) : 'shop',
    };
  }
  return null;
}
